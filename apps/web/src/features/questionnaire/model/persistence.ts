// Keeps the answers of an unfinished questionnaire in this tab's session storage, per learner, so a reload
// or a visit to another page loses nothing; the stored copy is removed once the questionnaire is submitted.

export interface SavedAnswers {
  responses: Record<number, 'a' | 'b'>;
  current: number;
}

const prefix = 'parcours.questionnaire.';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadAnswers(userId: number): SavedAnswers | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(prefix + userId);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedAnswers>;
    const responses: Record<number, 'a' | 'b'> = {};
    for (const [id, answer] of Object.entries(parsed.responses ?? {})) {
      if ((answer === 'a' || answer === 'b') && /^\d+$/.test(id)) responses[Number(id)] = answer;
    }
    const current =
      typeof parsed.current === 'number' && parsed.current >= 0 ? Math.floor(parsed.current) : 0;
    return { responses, current };
  } catch {
    return null;
  }
}

export function saveAnswers(userId: number, saved: SavedAnswers) {
  try {
    storage()?.setItem(prefix + userId, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the answers stay in memory for this visit.
  }
}

export function clearAnswers(userId: number) {
  try {
    storage()?.removeItem(prefix + userId);
  } catch {
    // Nothing stored.
  }
}
