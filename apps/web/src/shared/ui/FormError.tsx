// The message of a failed call above a form: the API's own (translated) text, or the kind of failure.
import { Alert } from '@mui/material';
import { translateMessage } from '../../i18n';
import { errorMessageKey } from '../http';

export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="form-error">
      {translateMessage(errorMessageKey(error))}
    </Alert>
  );
}
