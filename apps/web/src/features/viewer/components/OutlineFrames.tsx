// The frames of the course player's outline: a panel beside the object on a wide screen, kept in view as the
// page scrolls; a drawer with its heading and a close button on a phone.
import { Close } from '@mui/icons-material';
import { Drawer, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function OutlinePanel({ children }: { children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        width: 300,
        flexShrink: 0,
        p: 2,
        borderRadius: 3,
        position: 'sticky',
        top: 86,
        maxHeight: 'calc(100vh - 110px)',
        overflowY: 'auto',
      }}
    >
      {children}
    </Paper>
  );
}

export function OutlineDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(320px, 85vw)', p: 2 } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('viewer.player.outline')}</Typography>
        <IconButton onClick={onClose} aria-label={t('viewer.player.closeOutline')}>
          <Close />
        </IconButton>
      </Stack>
      {children}
    </Drawer>
  );
}
