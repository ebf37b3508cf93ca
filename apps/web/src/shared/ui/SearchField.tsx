// The search box of the lists: a search field with its magnifier; the page debounces what is typed. `small` is the
// compact field of the list frame, the catalogue filters and the category and LMS course pickers.
import { Search } from '@mui/icons-material';
import { InputAdornment, type SxProps, TextField, type Theme } from '@mui/material';

export function SearchField({
  id,
  label,
  value,
  onChange,
  sx,
  small,
  fullWidth,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
  small?: boolean;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      id={id}
      type="search"
      size={small ? 'small' : undefined}
      fullWidth={fullWidth}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize={small ? 'small' : undefined} aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
