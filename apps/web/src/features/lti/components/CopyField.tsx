// A read-only address with a copy button (the tool addresses, the dynamic registration link).
import { ContentCopy } from '@mui/icons-material';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { notify, useAppDispatch } from '../../../shared/store';

export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      dispatch(notify({ message: 'lti.copied' }));
    } catch {
      dispatch(notify({ message: 'lti.copyFailed', type: 'error' }));
    }
  };
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      size="small"
      fullWidth
      // Long addresses wrap on narrow screens rather than hide their end.
      multiline
      slotProps={{
        input: {
          readOnly: true,
          sx: { fontFamily: 'monospace', fontSize: '0.9rem', '& textarea': { wordBreak: 'break-all' } },
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('lti.copy')}>
                <IconButton aria-label={t('lti.copyOf', { label })} onClick={copy} edge="end">
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
