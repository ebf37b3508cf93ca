// Glue between react-hook-form and MUI text fields: inputRef, translated error, and server field errors.

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n';
import { isHttpError, toSnakeKey } from '../http';

export function useFieldProps<T extends FieldValues>(form: UseFormReturn<T>, idPrefix = 'field') {
  // Re-render on language change so messages follow it.
  useTranslation();
  return (name: Path<T>, hint?: string) => {
    const { ref, ...rest } = form.register(name);
    const message = (form.formState.errors as Record<string, { message?: string } | undefined>)[name]
      ?.message;
    return {
      ...rest,
      id: `${idPrefix}-${name}`,
      inputRef: ref,
      error: Boolean(message),
      helperText: message ? translateMessage(message) : hint,
      fullWidth: true,
    };
  };
}

/**
 * Puts the API's per-field messages (422) on the form's fields; returns true when at least one
 * field matched, so the caller can skip the general message.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): boolean {
  if (!isHttpError(error) || !error.data?.errors) return false;
  const known = Object.keys(form.getValues());
  let matched = false;
  for (const [field, messages] of Object.entries(error.data.errors)) {
    const name = toSnakeKey(field);
    if (!known.includes(name) || !messages[0]) continue;
    form.setError(name as Path<T>, { type: 'server', message: messages[0] });
    matched = true;
  }
  return matched;
}
