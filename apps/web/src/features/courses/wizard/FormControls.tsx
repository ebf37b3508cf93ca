// Small controlled inputs of the course form: a select and a yes/no (or two-choice) radio group.
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { Controller, type Path } from 'react-hook-form';
import { translateMessage } from '../../../i18n';
import type { CourseFormControl, CourseFormValues } from './courseForm';

type TextName = Path<CourseFormValues>;

export function SelectField({
  control,
  name,
  label,
  options,
  disabled,
  required,
  onPicked,
}: {
  control: CourseFormControl;
  name: TextName;
  label: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  required?: boolean;
  onPicked?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          id={`course-${name}`}
          label={label}
          required={required}
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={options.some((o) => o.value === field.value) ? field.value : ''}
          onChange={(e) => {
            field.onChange(e.target.value);
            onPicked?.(e.target.value);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function ChoiceField({
  control,
  name,
  label,
  options,
}: {
  control: CourseFormControl;
  name: TextName;
  label: string;
  options: { value: string; label: string }[];
}) {
  const labelId = `course-${name}-label`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={String(field.value)}
            onChange={(e) => field.onChange(e.target.value)}
          >
            {options.map((o, i) => (
              <FormControlLabel
                key={o.value}
                value={o.value}
                control={<Radio inputRef={i === 0 ? field.ref : undefined} />}
                label={o.label}
              />
            ))}
          </RadioGroup>
          {fieldState.error?.message && (
            <FormHelperText>{translateMessage(fieldState.error.message)}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
