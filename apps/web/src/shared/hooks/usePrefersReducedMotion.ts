// Whether the person asked the system for less motion.
import { useMediaQuery } from '@mui/material';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}
