// Probability and set diagrams for the demo illustrations (dice table, tree, Venn), in a 1100 x 520 area.
import { circle, colour, line, lines, rect, text, wrap } from './art-kit';
import type { Diagram } from './types';

type Of<K extends Diagram['kind']> = Extract<Diagram, { kind: K }>;

const pips: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function die(cx: number, cy: number, n: number, size: number, fill: string): string {
  let out = rect(cx - size / 2, cy - size / 2, size, size, {
    fill,
    radius: size * 0.2,
    stroke: colour.ink,
    strokeWidth: 2,
  });
  for (const [dx, dy] of pips[n])
    out += circle(cx + dx * size * 0.25, cy + dy * size * 0.25, size * 0.08, colour.ink);
  return out;
}

export function dice(d: Of<'dice'>): string {
  const cell = 62;
  const x = 120;
  const y = 70;
  let out = '';
  for (let i = 1; i <= 6; i++) {
    out += die(x + i * cell + cell / 2, y - cell / 2 + 8, i, 44, colour.bluePale);
    out += die(x - cell / 2 + 8, y + (i - 1) * cell + cell / 2, i, 44, colour.orangePale);
  }
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const hit = a + b === d.sum;
      const cx = x + b * cell;
      const cy = y + (a - 1) * cell;
      out += rect(cx + 3, cy + 3, cell - 6, cell - 6, {
        fill: hit ? colour.orange : colour.white,
        stroke: colour.line,
        radius: 8,
      });
      out += text(cx + cell / 2, cy + cell / 2 + 9, String(a + b), {
        size: 24,
        anchor: 'middle',
        weight: hit ? 'bold' : undefined,
        fill: hit ? colour.white : colour.muted,
      });
    }
  }
  out += lines(640, 180, wrap(d.note, 24), { size: 34, weight: 'bold', lineHeight: 50 });
  return out;
}

export function tree(d: Of<'tree'>): string {
  const root: [number, number] = [80, 260];
  let out = '';
  const firstGap = 520 / d.first.length;
  d.first.forEach(([label, p], i) => {
    const ny = firstGap * i + firstGap / 2;
    out += line(root[0], root[1], 400, ny, colour.blueDark, 4);
    out += text((root[0] + 400) / 2, (root[1] + ny) / 2 - 14, p, {
      size: 26,
      weight: 'bold',
      anchor: 'middle',
      fill: colour.blueDark,
    });
    out +=
      circle(430, ny, 34, colour.blue) +
      text(430, ny + 10, label, { size: 26, weight: 'bold', anchor: 'middle', fill: colour.white });
    const second = d.second[i] ?? d.second[0];
    const gap = firstGap / second.length;
    second.forEach(([l2, p2], j) => {
      const ly = firstGap * i + gap * j + gap / 2;
      out += line(464, ny, 760, ly, colour.orangeDark, 4);
      out += text(612, (ny + ly) / 2 - 12, p2, {
        size: 24,
        weight: 'bold',
        anchor: 'middle',
        fill: colour.orangeDark,
      });
      out +=
        circle(792, ly, 30, colour.orange) +
        text(792, ly + 9, l2, { size: 24, weight: 'bold', anchor: 'middle', fill: colour.white });
      out += text(845, ly + 9, `(${label}, ${l2})`, { size: 24, fill: colour.muted });
    });
  });
  return out + circle(root[0], root[1], 14, colour.ink);
}

export function venn(d: Of<'venn'>): string {
  const three = d.sets.length === 3;
  const centres: Array<[number, number]> = three
    ? [
        [440, 200],
        [640, 200],
        [540, 360],
      ]
    : [
        [430, 250],
        [670, 250],
      ];
  const rad = three ? 160 : 200;
  const clip = centres
    .map(([cx, cy], i) => `<clipPath id="v${i}"><circle cx="${cx}" cy="${cy}" r="${rad}"/></clipPath>`)
    .join('');
  let out = `<defs>${clip}</defs>`;
  const [a, b] = centres;
  if (d.fill === 'all')
    out += centres.map(([cx, cy]) => circle(cx, cy, rad, colour.orange, 'fill-opacity="0.45"')).join('');
  if (d.fill === 'left') out += circle(a[0], a[1], rad, colour.orangeSoft);
  if (d.fill !== 'all') {
    const [c3x, c3y] = centres[2] ?? b;
    const inner = three
      ? `<g clip-path="url(#v1)">${circle(c3x, c3y, rad, colour.orange)}</g>`
      : circle(b[0], b[1], rad, colour.orange);
    out += `<g clip-path="url(#v0)">${inner}</g>`;
  }
  centres.forEach(([cx, cy], i) => {
    out += circle(
      cx,
      cy,
      rad,
      'none',
      `stroke="${i % 2 ? colour.blueDark : colour.orangeDark}" stroke-width="5"`,
    );
  });
  const labelAt: Array<[number, number]> = three
    ? [
        [330, 130],
        [750, 130],
        [540, 470],
      ]
    : [
        [330, 260],
        [770, 260],
      ];
  d.sets.forEach((s, i) => {
    out += text(labelAt[i][0], labelAt[i][1], s, { size: 32, weight: 'bold', anchor: 'middle' });
  });
  if (d.note) out += text(550, 505, d.note, { size: 24, anchor: 'middle', fill: colour.muted });
  return out;
}
