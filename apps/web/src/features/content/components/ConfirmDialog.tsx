// A yes/no confirmation before something is deleted; `ask` resolves true when the admin confirms.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function useConfirm() {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const ask = useCallback((message: string) => {
    setText(message);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const close = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setText(null);
  };
  const dialog = (
    <Dialog open={text !== null} onClose={() => close(false)} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{t('content.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{t('content.confirm.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => close(true)} data-testid="confirm-yes">
          {t('content.confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}
