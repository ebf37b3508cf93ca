// The buttons beside the heading of an item in an ordered list being edited (a quiz question, a learning
// object's section, a question's answer): move it up, move it down (not past either end) or delete it.
import { ArrowDownward, ArrowUpward, Delete } from '@mui/icons-material';
import { Box, IconButton, type SxProps, type Theme } from '@mui/material';

export function MoveRemoveButtons({
  index,
  count,
  onMove,
  onRemove,
  labels,
  sx,
}: {
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  /** The accessible names of the three buttons, naming the item. */
  labels: { up: string; down: string; remove: string };
  sx?: SxProps<Theme>;
}) {
  return (
    <Box sx={sx}>
      <IconButton aria-label={labels.up} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUpward />
      </IconButton>
      <IconButton aria-label={labels.down} disabled={index === count - 1} onClick={() => onMove(1)}>
        <ArrowDownward />
      </IconButton>
      <IconButton aria-label={labels.remove} onClick={onRemove}>
        <Delete />
      </IconButton>
    </Box>
  );
}
