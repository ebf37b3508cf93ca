// The foot of a question's list of answers in the quiz builder (choices, accepted answers, pairs, items): the
// list's own error (too few, none right...) and the button that adds a row.
import { Add } from '@mui/icons-material';
import { Button, FormHelperText } from '@mui/material';
import type { FieldError } from 'react-hook-form';
import { translateMessage } from '../../../i18n';

export interface AnswerListFooterProps {
  /** The question's `answers` error: a message on the list itself, or on its root. */
  error?: { message?: string; root?: FieldError } | undefined;
  addLabel: string;
  onAdd: () => void;
}

export function AnswerListFooter({ error, addLabel, onAdd }: AnswerListFooterProps) {
  return (
    <>
      {error?.message && <FormHelperText error>{translateMessage(error.message)}</FormHelperText>}
      {error?.root?.message && <FormHelperText error>{translateMessage(error.root.message)}</FormHelperText>}
      <Button startIcon={<Add />} onClick={onAdd} sx={{ mt: 1 }}>
        {addLabel}
      </Button>
    </>
  );
}
