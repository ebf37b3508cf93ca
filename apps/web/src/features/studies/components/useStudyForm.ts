// The study form's state: its values, the errors found before sending or answered by the server, and the save
// (a new study sends every field, an edit only the fields that changed).
import { type FormEvent, useState } from 'react';
import { translateMessage } from '../../../i18n';
import { errorMessageKey, fieldErrors } from '../../../shared/http';
import type { StudyDetail } from '../api/getStudy';
import type { StudyValues } from '../api/saveStudy';
import {
  changedFields,
  emptyStudyValues,
  formFieldOf,
  type StudyFormValues,
  studyFormErrors,
  studyFormValues,
  toStudyBody,
} from '../model/studyForm';

export interface UseStudyFormOptions {
  study?: StudyDetail;
  save: (body: StudyValues | Partial<StudyValues>) => Promise<StudyDetail>;
  onSaved: (study: StudyDetail) => void;
  initialSeed?: string;
}

export function useStudyForm({ study, save, onSaved, initialSeed }: UseStudyFormOptions) {
  const [values, setValues] = useState<StudyFormValues>(() =>
    study ? studyFormValues(study) : emptyStudyValues(initialSeed),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof StudyFormValues>(key: K, value: StudyFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  /** The message of a field's error, translated, if it has one. */
  const error = (name: string) => (errors[name] ? translateMessage(errors[name]) : undefined);
  /** The props of a text field bound to one value, its error shown in place of its hint. */
  const text = (name: keyof StudyFormValues, hint?: string) => ({
    id: `study-${name}`,
    name,
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as never),
    error: Boolean(errors[name]),
    helperText: error(name) ?? hint,
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = studyFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = toStudyBody(values);
    setSaving(true);
    try {
      const saved = await save(study ? changedFields(toStudyBody(studyFormValues(study)), body) : body);
      onSaved(saved);
    } catch (err) {
      const found = fieldErrors(err, formFieldOf);
      if (Object.keys(found).length) setErrors(found);
      setFailure(errorMessageKey(err));
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, failure, saving, set, error, text, submit };
}

export type StudyFormState = ReturnType<typeof useStudyForm>;
