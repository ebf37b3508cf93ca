// Navigation link with an active underline, and a greyed disabled state that does not navigate.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router';

export interface AppNavLinkProps {
  to: string;
  children: ReactNode;
  disabled?: boolean;
  /** Why the link is disabled, shown on hover and read by screen readers. */
  disabledReason?: string;
  end?: boolean;
  onClick?: () => void;
}

const linkSx = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  py: 1,
  px: 0.5,
  fontWeight: 600,
  textDecoration: 'none',
  color: 'text.primary',
  borderRadius: 1,
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 4,
    right: 4,
    bottom: 2,
    height: 3,
    borderRadius: 2,
    bgcolor: 'primary.main',
    transform: 'scaleX(0)',
    transition: 'transform 150ms ease-out',
  },
  '&:hover::after': { transform: 'scaleX(0.5)' },
  '&.active::after': { transform: 'scaleX(1)' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
} as const;

export function AppNavLink({ to, children, disabled, disabledReason, end, onClick }: AppNavLinkProps) {
  if (disabled) {
    // Focusable when it has a reason, so keyboard and screen-reader users learn why it is disabled.
    return (
      <Box
        component="span"
        role="link"
        aria-disabled="true"
        tabIndex={disabledReason ? 0 : -1}
        title={disabledReason}
        aria-description={disabledReason}
        sx={{ ...linkSx, color: 'text.disabled', cursor: 'not-allowed', '&::after': { display: 'none' } }}
      >
        {children}
      </Box>
    );
  }
  return (
    <Box component={RouterNavLink} to={to} end={end} onClick={onClick} sx={linkSx}>
      {children}
    </Box>
  );
}
