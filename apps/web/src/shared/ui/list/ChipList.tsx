// Names shown as small chips that wrap inside a table cell or a card (subcategories, courses, deployments).
import { Chip, Stack } from '@mui/material';

export function ChipList({ items }: { items: { key: string | number; label: string }[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((item) => (
        <Chip key={item.key} label={item.label} size="small" variant="outlined" sx={{ maxWidth: '100%' }} />
      ))}
    </Stack>
  );
}
