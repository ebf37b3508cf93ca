// Glue between react-hook-form and MUI text fields: inputRef, translated error, server field errors, and the
// shared (wire) schemas checking the form's camelCase values (docs/adr/0008-web-speaks-camelcase.md).

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../i18n';
import { camelizeKeys, fieldErrors, snakifyKeys, toSnakeKey } from '../http';

type WireSchema = Parameters<typeof zodResolver>[0];

/**
 * Checks camelCase values with a shared schema written for the wire, outside react-hook-form: the first message
 * of each field, under the camelCase dotted name (`consent.en`, `conditions.0.weight`); empty when valid.
 */
export function wireIssues(schema: z.ZodType, values: object): Record<string, string> {
  const result = schema.safeParse(snakifyKeys(values));
  if (result.success) return {};
  const byWireName: Record<string, string> = {};
  for (const issue of result.error.issues) byWireName[issue.path.join('.')] ??= issue.message;
  return camelizeKeys(byWireName);
}

/**
 * A resolver that checks a form's camelCase values with a shared schema written for the wire (snake_case): the
 * values are checked under their wire names, and the issues and the parsed values come back under the form's.
 */
export function wireResolver<TValues extends FieldValues, TParsed = TValues>(
  schema: WireSchema,
): Resolver<TValues, unknown, TParsed> {
  const check = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, FieldValues>;
  return async (values, context, options) => {
    const fields = Object.fromEntries(
      Object.entries(options.fields).map(([name, f]) => [toSnakeKey(name), f]),
    );
    const result = await check(snakifyKeys(values), context, {
      ...options,
      fields,
      names: options.names?.map((name) => toSnakeKey(name)),
    } as never);
    return {
      values: camelizeKeys(result.values),
      errors: camelizeKeys(result.errors),
    } as Awaited<ReturnType<Resolver<TValues, unknown, TParsed>>>;
  };
}

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
  const known = Object.keys(form.getValues());
  let matched = false;
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    if (!known.includes(name)) continue;
    form.setError(name as Path<T>, { type: 'server', message });
    matched = true;
  }
  return matched;
}
