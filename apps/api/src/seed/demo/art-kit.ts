// Palette and SVG primitives shared by the demo illustrations (text, wrapping, arrows, rounded boxes).

export const colour = {
  orange: '#fa853f',
  orangeDark: '#d9622a',
  orangeSoft: '#ffd9bf',
  orangePale: '#fff1e6',
  blue: '#5d99c6',
  blueDark: '#2b6a99',
  blueSoft: '#cfe3f3',
  bluePale: '#eef5fb',
  ink: '#22313f',
  muted: '#5f6f7e',
  line: '#d9d2cb',
  paper: '#fffaf5',
  white: '#ffffff',
  green: '#4f9d7e',
  yellow: '#f4c152',
  navy: '#1d3c5a',
} as const;

const sans = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
export const mono = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

/** Escapes text for SVG content and attribute values. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface TextOptions {
  size?: number;
  weight?: number | 'bold';
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  family?: string;
  italic?: boolean;
}

export function text(x: number, y: number, s: string, o: TextOptions = {}): string {
  const attrs = [
    `x="${r(x)}"`,
    `y="${r(y)}"`,
    `font-family="${o.family ?? sans}"`,
    `font-size="${o.size ?? 24}"`,
    `fill="${o.fill ?? colour.ink}"`,
  ];
  if (o.weight) attrs.push(`font-weight="${o.weight}"`);
  if (o.anchor && o.anchor !== 'start') attrs.push(`text-anchor="${o.anchor}"`);
  if (o.italic) attrs.push('font-style="italic"');
  return `<text ${attrs.join(' ')}>${esc(s)}</text>`;
}

/** Greedy word wrap by character budget (DejaVu Sans averages about 0.58 em per glyph). */
export function wrap(s: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of s.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Characters that fit in `width` pixels at `size` (sans). */
export function fitChars(width: number, size: number): number {
  return Math.max(4, Math.floor(width / (size * 0.6)));
}

export function lines(
  x: number,
  y: number,
  rows: string[],
  o: TextOptions & { lineHeight?: number } = {},
): string {
  const lh = o.lineHeight ?? (o.size ?? 24) * 1.3;
  return rows.map((row, i) => text(x, y + i * lh, row, o)).join('');
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { fill?: string; stroke?: string; strokeWidth?: number; radius?: number; opacity?: number } = {},
): string {
  const attrs = [`x="${r(x)}"`, `y="${r(y)}"`, `width="${r(w)}"`, `height="${r(h)}"`];
  attrs.push(`fill="${o.fill ?? 'none'}"`);
  if (o.stroke) attrs.push(`stroke="${o.stroke}" stroke-width="${o.strokeWidth ?? 2}"`);
  if (o.radius) attrs.push(`rx="${o.radius}"`);
  if (o.opacity !== undefined) attrs.push(`opacity="${o.opacity}"`);
  return `<rect ${attrs.join(' ')}/>`;
}

export function circle(cx: number, cy: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" ${extra}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  extra = '',
): string {
  return `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;
}

/** A straight arrow with a filled head at (x2, y2). */
export function arrow(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 4): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = width * 4.5;
  const bx = x2 - Math.cos(angle) * head;
  const by = y2 - Math.sin(angle) * head;
  const spread = head * 0.55;
  const p1 = [bx + Math.sin(angle) * spread, by - Math.cos(angle) * spread];
  const p2 = [bx - Math.sin(angle) * spread, by + Math.cos(angle) * spread];
  return (
    line(x1, y1, bx, by, stroke, width) +
    `<polygon points="${r(x2)},${r(y2)} ${r(p1[0])},${r(p1[1])} ${r(p2[0])},${r(p2[1])}" fill="${stroke}"/>`
  );
}

/** A path arrow through the given points (right-angled connectors). */
export function polyArrow(points: Array<[number, number]>, stroke: string, width = 3): string {
  const body = points.slice(0, -1);
  const [lx, ly] = points[points.length - 2];
  const [ex, ey] = points[points.length - 1];
  const d = body.map(([x, y], i) => `${i ? 'L' : 'M'}${r(x)},${r(y)}`).join(' ');
  return (
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>` +
    arrow(lx, ly, ex, ey, stroke, width)
  );
}

/** Point on a circle, angle in degrees clockwise from 12 o'clock. */
function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const a = ((degrees - 90) * Math.PI) / 180;
  return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
}

/** A pie slice between two angles (degrees clockwise from 12 o'clock). */
export function slice(
  cx: number,
  cy: number,
  radius: number,
  from: number,
  to: number,
  fill: string,
): string {
  if (to - from >= 359.999) return circle(cx, cy, radius, fill);
  const [x1, y1] = polar(cx, cy, radius, from);
  const [x2, y2] = polar(cx, cy, radius, to);
  const large = to - from > 180 ? 1 : 0;
  return `<path d="M${r(cx)},${r(cy)} L${r(x1)},${r(y1)} A${radius},${radius} 0 ${large} 1 ${r(x2)},${r(y2)} Z" fill="${fill}" stroke="${colour.white}" stroke-width="4" stroke-linejoin="round"/>`;
}

/** Rounds coordinates so the markup stays short and stable. */
export function r(n: number): string {
  return String(Math.round(n * 10) / 10);
}

export function svg(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
}

/** A label pill: rounded rectangle sized to its text. */
export function pill(x: number, y: number, s: string, fill: string, textFill: string, size = 22): string {
  const w = s.length * size * 0.62 + size * 1.4;
  const h = size * 1.8;
  return (
    rect(x, y, w, h, { fill, radius: h / 2 }) +
    text(x + w / 2, y + h * 0.67, s, { size, fill: textFill, anchor: 'middle', weight: 'bold' })
  );
}

/** Wrapped paragraph inside a box; used by several card diagrams. */
export function boxedText(
  x: number,
  y: number,
  w: number,
  h: number,
  s: string,
  size: number,
  fill: string,
  ink: string,
): string {
  const rows = wrap(s, fitChars(w - 30, size));
  const lh = size * 1.25;
  const top = y + h / 2 - ((rows.length - 1) * lh) / 2 + size * 0.35;
  return (
    rect(x, y, w, h, { fill, radius: 14 }) +
    rows.map((row, i) => text(x + w / 2, top + i * lh, row, { size, fill: ink, anchor: 'middle' })).join('')
  );
}
