// A titled section of the LMS page, and the notices its actions show (the server's message, or the error's).
import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { errorMessageKey } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} variant="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** `done` shows a message the server answered; `fail` shows the message of an error. */
export function useNotices() {
  const dispatch = useAppDispatch();
  return {
    done: (message: string) => dispatch(notify({ message })),
    fail: (error: unknown) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  };
}
