// A live countdown to a moment given by the server; calls onZero once when it reaches zero.
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { formatCountdown, secondsUntil } from '../model/score';
import { useNow } from '../model/useNow';

export interface CountdownProps {
  target: string;
  /** Server time minus device time, in ms. */
  offsetMs?: number;
  onZero?: () => void;
  label: string;
}

export function useSecondsLeft(target: string | null | undefined, offsetMs = 0): number | null {
  const now = useNow(Boolean(target));
  return secondsUntil(target, now, offsetMs);
}

export function Countdown({ target, offsetMs = 0, onZero, label }: CountdownProps) {
  const left = useSecondsLeft(target, offsetMs);
  const fired = useRef(false);
  useEffect(() => {
    if (left === 0 && !fired.current) {
      fired.current = true;
      onZero?.();
    }
  }, [left, onZero]);
  return (
    <Box
      component="span"
      role="timer"
      aria-label={label}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
    >
      {formatCountdown(left ?? 0)}
    </Box>
  );
}
