// A table container that scrolls sideways on small screens; it takes focus so keyboard users can scroll it.
import { TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 } }}
    >
      {children}
    </TableContainer>
  );
}
