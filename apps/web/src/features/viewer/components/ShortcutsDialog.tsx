// The course player's keyboard shortcuts, listed in a dialog (the `?` key, or the keyboard button).
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

const shortcuts = [
  { keys: ['n', 'j'], action: 'next' },
  { keys: ['p', 'k'], action: 'previous' },
  { keys: ['o'], action: 'outline' },
  { keys: ['?'], action: 'help' },
] as const;

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" fullWidth maxWidth="xs">
      <DialogTitle id="shortcuts-title">{t('viewer.player.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableHead>
            <TableRow>
              <TableCell component="th">{t('viewer.player.shortcuts.key')}</TableCell>
              <TableCell component="th">{t('viewer.player.shortcuts.action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shortcuts.map(({ keys, action }) => (
              <TableRow key={action}>
                <TableCell>
                  {keys.map((k, i) => (
                    <Box component="span" key={k}>
                      {i > 0 && ` ${t('viewer.player.shortcuts.or')} `}
                      <Box
                        component="kbd"
                        sx={{
                          fontFamily: 'monospace',
                          border: 1,
                          borderColor: 'divider',
                          borderRadius: 1,
                          px: 0.75,
                          py: 0.25,
                        }}
                      >
                        {k}
                      </Box>
                    </Box>
                  ))}
                </TableCell>
                <TableCell>{t(`viewer.player.shortcuts.${action}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box sx={{ mt: 2, color: 'text.secondary', typography: 'body2' }}>
          {t('viewer.player.shortcuts.note')}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('viewer.player.shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
