// A page's empty state: what will be here, said plainly, with an optional action.
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  text: string;
  badge?: string;
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2';
}

export function EmptyState({ title, text, badge, action, headingLevel = 'h1' }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 720, mx: 'auto', borderRadius: 3 }}
    >
      <Box aria-hidden="true" sx={{ mb: 2 }}>
        <svg width="96" height="72" viewBox="0 0 96 72" focusable="false" aria-hidden="true">
          <rect x="8" y="10" width="80" height="54" rx="8" fill="none" stroke="#fa853f" strokeWidth="3" />
          <path d="M8 24h80" stroke="#fa853f" strokeWidth="3" />
          <rect x="18" y="34" width="26" height="6" rx="3" fill="#5d99c6" />
          <rect x="18" y="46" width="44" height="6" rx="3" fill="#5d99c6" opacity="0.55" />
          <circle cx="76" cy="49" r="7" fill="#fa853f" opacity="0.8" />
        </svg>
      </Box>
      {badge && (
        <Box
          component="span"
          sx={{
            display: 'inline-block',
            mb: 1.5,
            px: 1.5,
            py: 0.25,
            borderRadius: 4,
            fontSize: '0.8rem',
            fontWeight: 600,
            bgcolor: 'action.selected',
            color: 'text.primary',
          }}
        >
          {badge}
        </Box>
      )}
      <Typography variant="h2" component={headingLevel} sx={{ fontSize: '1.6rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
        {text}
      </Typography>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Paper>
  );
}
