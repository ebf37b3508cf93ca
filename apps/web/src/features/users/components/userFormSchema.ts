// The account form's rules (docs/design/product.md §5): the shared wire schemas, with the date input's YYYY-MM-DD
// turned into unix seconds. Creating needs every field; editing skips empty ones.
import { birthDateField, createUserBody, languages, updateUserBody } from '@parcours/shared';
import { z } from 'zod';
import { dateInputToUnix } from '../../../shared/format/dates';
import type { AdminUser } from '../api/listUsers';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const dateToUnix = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? dateInputToUnix(v) : blankToUndefined(v);

export const createUserFormSchema = createUserBody.extend({
  birth_date: z.preprocess(dateToUnix, birthDateField),
  role: z.preprocess(blankToUndefined, createUserBody.shape.role),
  language: z.enum(languages, { error: 'validation.languageRequired' }),
});

export const editUserFormSchema = updateUserBody.extend({
  birth_date: z.preprocess(dateToUnix, birthDateField.optional()),
});

/** What the form holds: text as typed, the date as YYYY-MM-DD, the role as its number in text. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  major: string;
  role: string;
  language: string;
}

/** Unix seconds to the date input's YYYY-MM-DD (UTC, as the form sends it); empty when unknown. */
export function unixToDateInput(seconds: number | null | undefined): string {
  if (!seconds) return '';
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

export function formValuesOf(user: AdminUser | undefined, language: string): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    birthDate: unixToDateInput(user?.birthDate),
    major: user?.major ?? '',
    role: String(user?.role ?? 0),
    language: user?.language ?? language,
  };
}
