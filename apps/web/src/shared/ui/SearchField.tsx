// The search box of the admin lists: a search field with its magnifier, debounced by the page's hook.
import { Search } from '@mui/icons-material';
import { InputAdornment, type SxProps, TextField, type Theme } from '@mui/material';

export function SearchField({
  id,
  label,
  value,
  onChange,
  sx,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      id={id}
      type="search"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx ?? { flex: '1 1 240px' }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
