// The selects that filter a list: the empty value ('') is a choice shown as such ("all"), under a label that
// stays up; the page gives the look (size, width, sx) that fits its filter row.
import { MenuItem, type SxProps, TextField, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface Look {
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

export function FilterSelect({
  id,
  label,
  value,
  onChange,
  size,
  fullWidth,
  sx,
  disabled,
  children,
}: Look & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <TextField
      id={id}
      select
      size={size}
      fullWidth={fullWidth}
      label={label}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
      disabled={disabled}
    >
      {children}
    </TextField>
  );
}

/**
 * A filter on a yes/no property: all (null), or only the ones where it is true, or false. `choices` are the two
 * ways, in the order shown.
 */
export function TriStateFilter({
  all,
  choices,
  value,
  onChange,
  ...select
}: Look & {
  id: string;
  label: string;
  all: string;
  choices: readonly [{ value: boolean; label: string }, { value: boolean; label: string }];
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}) {
  return (
    <FilterSelect
      {...select}
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(v === '' ? null : v === 'true')}
    >
      <MenuItem value="">{all}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={String(choice.value)} value={String(choice.value)}>
          {choice.label}
        </MenuItem>
      ))}
    </FilterSelect>
  );
}
