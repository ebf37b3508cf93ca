// Title and subtitle at the top of an auth page.
import { Typography } from '@mui/material';

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2rem' }, mb: 1 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
