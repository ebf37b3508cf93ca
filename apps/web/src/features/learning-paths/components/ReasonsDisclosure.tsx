// "Why this order?": a step's reasons, shown on demand.
import { ExpandLess, ExpandMore } from '@mui/icons-material';
import { Box, Button, Collapse, List, ListItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PathReason } from '../api/getLearningPath';

export function ReasonsDisclosure({ reasons, label }: { reasons: PathReason[]; label?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (reasons.length === 0) return null;
  return (
    <Box>
      <Button
        size="small"
        variant="text"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={id}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        sx={{ px: 0.5, minWidth: 0 }}
      >
        {label ?? t('learningPaths.why')}
      </Button>
      <Collapse in={open} id={id}>
        <List dense sx={{ py: 0, pl: 1, borderLeft: 3, borderColor: 'secondary.main' }}>
          {reasons.map((reason) => (
            <ListItem key={reason.key} sx={{ py: 0.25 }}>
              <Typography variant="body2">{reason.text}</Typography>
            </ListItem>
          ))}
        </List>
      </Collapse>
    </Box>
  );
}
