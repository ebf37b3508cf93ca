// Where the consent page sends the learner once they decided: the page they came from (the pretest), only
// ever a path of this app, never another site.

export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  return next;
}
