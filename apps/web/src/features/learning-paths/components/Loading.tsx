// A loading line for the parts of "My path" that arrive separately.
import { CircularProgress, Stack, Typography } from '@mui/material';

export function Loading({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 4 }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography>{label}</Typography>
    </Stack>
  );
}
