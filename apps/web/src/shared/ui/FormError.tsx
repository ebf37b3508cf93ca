// The message of a failed call above a form: the API's own (translated) text, or the kind of failure; or a
// message the form chose itself (an upload's failure, say).
import { Alert } from '@mui/material';
import { translateMessage } from '../../i18n';
import { errorMessageKey } from '../http';

/** `error`: the failed call; `message`: instead, the message key to show. Nothing when neither is given. */
export function FormError({ error, message }: { error?: unknown; message?: string | null }) {
  const key = message || (error ? errorMessageKey(error) : null);
  if (!key) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="form-error">
      {translateMessage(key)}
    </Alert>
  );
}
