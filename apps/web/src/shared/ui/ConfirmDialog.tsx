// The one confirmation dialog: what will happen, then confirm or cancel. `ConfirmDialog` is driven by its props,
// and its children stand under the text (why a deletion was refused, for one); `useConfirm` asks with a message and
// resolves true when the person confirms (deletions).
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  confirmTestId?: string;
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onClose,
  confirmTestId = 'confirm-action',
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.confirm.cancel')}</Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={danger ? 'error' : 'primary'}
          loading={busy}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A deletion to confirm: `ask(message)` opens the dialog, `dialog` must be rendered by the caller. */
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
    <ConfirmDialog
      open={text !== null}
      title={t('common.confirm.title')}
      text={text ?? ''}
      confirmLabel={t('common.confirm.delete')}
      danger
      onConfirm={() => close(true)}
      onClose={() => close(false)}
      confirmTestId="confirm-yes"
    />
  );
  return { ask, dialog };
}
