// The course player's keyboard shortcuts (docs/design/product.md §4): `n` or `j` next, `p` or `k` previous, `o`
// the outline, `?` the list of shortcuts; none acts while typing in a field.
import { useEffect } from 'react';
import { shortcutOf } from './player';

/** Keys typed in a field, a button's own keys or a dialog are never shortcuts. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="dialog"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function usePlayerShortcuts(actions: {
  next: () => void;
  previous: () => void;
  help: () => void;
  outline: () => void;
}) {
  // Bound again at each render, so that the keys always act on the object on screen.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typingIn(event.target)) return;
      const action = shortcutOf(event);
      if (!action) return;
      event.preventDefault();
      actions[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
