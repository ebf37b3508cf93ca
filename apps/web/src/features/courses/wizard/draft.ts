// Course form drafts kept in sessionStorage per draft key ('new' or the course id), so a reload loses nothing.
import { camelizeKeys } from '../../../shared/http';
import type { CourseFormValues } from './courseForm';

export interface CourseDraft {
  values: CourseFormValues;
  step: number;
}

const prefix = 'parcours.courseDraft.';

export function readDraft(key: string): CourseDraft | null {
  try {
    const raw = sessionStorage.getItem(prefix + key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as CourseDraft;
    if (!draft || typeof draft !== 'object' || !draft.values) return null;
    // A draft kept before the form spoke camelCase (docs/adr/0008-web-speaks-camelcase.md) has snake_case names.
    return { ...draft, values: camelizeKeys<CourseFormValues>(draft.values) };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: CourseDraft): void {
  try {
    sessionStorage.setItem(prefix + key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives as long as the page.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(prefix + key);
  } catch {
    // nothing stored
  }
}
