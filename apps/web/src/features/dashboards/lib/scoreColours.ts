// The score colours of docs/design/product.md §9 (below 40 green, 40 to under 70 pink, 70 or more yellow) as
// background/text pairs that keep AA contrast in both themes.
import { scoreBand } from '@parcours/shared';

export const scorePalette = {
  low: { bg: '#c8ecc9', fg: '#14501a' },
  medium: { bg: '#fbd3e3', fg: '#7d0f43' },
  high: { bg: '#fff1a6', fg: '#574400' },
} as const;

export function scoreColours(percentage: number) {
  return scorePalette[scoreBand(percentage)];
}
