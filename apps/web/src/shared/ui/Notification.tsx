// The notification bar: bottom-left, by severity, hides itself after 6 seconds.

import { Alert, Snackbar } from '@mui/material';
import { notificationAutoHideMs } from '@parcours/shared';
import { translateMessage } from '../../i18n';
import { notificationClosed, useAppDispatch, useAppSelector } from '../store';

export function Notification() {
  const { open, message, type, id } = useAppSelector((state) => state.snackbar);
  const dispatch = useAppDispatch();
  const close = () => dispatch(notificationClosed());
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={notificationAutoHideMs}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Alert onClose={close} severity={type} variant="filled" sx={{ width: '100%' }}>
        {translateMessage(message)}
      </Alert>
    </Snackbar>
  );
}
