// A date (or date and time) field that follows the interface's language, not the browser's: the person types
// DD/MM/YYYY (the separators come by themselves), the form gets "YYYY-MM-DD" (or "YYYY-MM-DDTHH:mm"), as a
// native date input gave. Something typed that is not a date is passed on as typed, so the form's check fails,
// and the field says which format it wants. docs/design/product.md §9.
import { TextField, type TextFieldProps } from '@mui/material';
import { type Ref, useState } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n';
import { dateHint, dateTextOf, maskDateText, parseDateText } from '../format/dates';

export interface DateFieldProps {
  id: string;
  label: string;
  /** "YYYY-MM-DD", or "YYYY-MM-DDTHH:mm" with the time; "" when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  withTime?: boolean;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  fullWidth?: boolean;
  size?: TextFieldProps['size'];
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  sx?: TextFieldProps['sx'];
}

export function DateField({
  value,
  onChange,
  onBlur,
  withTime = false,
  helperText,
  error,
  ...rest
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(() => dateTextOf(value, withTime));
  // A value changed from outside (a reset, a filter cleared) replaces the text; the one this field sent does not,
  // nor a parent that keeps its value until a whole date is typed.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const typed = text === '' ? '' : (parseDateText(text, withTime) ?? text);
    if (typed !== value) setText(dateTextOf(value, withTime));
  }
  const [touched, setTouched] = useState(false);
  const hint = dateHint(withTime, i18n.language);
  const malformed = touched && text !== '' && parseDateText(text, withTime) === null;

  return (
    <TextField
      {...rest}
      value={text}
      onChange={(e) => {
        const next = maskDateText(e.target.value, withTime);
        const parsed = next === '' ? '' : (parseDateText(next, withTime) ?? next);
        setText(next);
        onChange(parsed);
      }}
      onBlur={() => {
        setTouched(true);
        onBlur?.();
      }}
      placeholder={hint}
      error={error || malformed}
      helperText={malformed ? t('common.date.invalid', { format: hint }) : helperText}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: withTime ? 16 : 10, 'data-date-field': '' },
      }}
    />
  );
}

/** A DateField bound to a react-hook-form field, with its translated error as useFieldProps gives it. */
export function FormDateField<T extends FieldValues>({
  form,
  name,
  idPrefix,
  label,
  withTime,
  autoComplete,
  required,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  idPrefix: string;
  label: string;
  withTime?: boolean;
  autoComplete?: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          id={`${idPrefix}-${name}`}
          name={name}
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          withTime={withTime}
          autoComplete={autoComplete}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined}
          fullWidth
        />
      )}
    />
  );
}
