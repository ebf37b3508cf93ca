// The Parcours logo: a path with milestones, drawn inline so it needs no image request.
import { Box, Typography } from '@mui/material';

function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#fa853f" />
      <path
        d="M9 30c4-1 6-4 8-8s4-7 8-8 5-1 6-4"
        fill="none"
        stroke="#1a1206"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="9" cy="30" r="3" fill="#1a1206" />
      <circle cx="20" cy="19" r="2.5" fill="#fff7f1" />
      <circle cx="31" cy="10" r="3" fill="#fff7f1" stroke="#1a1206" strokeWidth="1.5" />
    </svg>
  );
}

export function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LogoMark />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.35rem', letterSpacing: '-0.02em' }}>
        Parcours
      </Typography>
    </Box>
  );
}
