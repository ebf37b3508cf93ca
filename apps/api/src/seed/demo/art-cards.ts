// Text-led diagrams for the demo illustrations (tables, code, flowcharts, lists, forces), in a 1100 x 520 area.
import {
  arrow,
  boxedText,
  circle,
  colour,
  esc,
  fitChars,
  line,
  lines,
  mono,
  polyArrow,
  r,
  rect,
  text,
  wrap,
} from './art-kit';
import type { Diagram } from './types';

type Of<K extends Diagram['kind']> = Extract<Diagram, { kind: K }>;

type TableSpec = Of<'table'>['tables'][number];

function columnWidths(t: TableSpec, w: number): number[] {
  const chars = t.columns.map((c, i) => Math.max(c.length, ...t.rows.map((row) => row[i].length)) + 2);
  const total = chars.reduce((s, v) => s + v, 0);
  return chars.map((c) => (w * c) / total);
}

function oneTable(t: TableSpec, x: number, y: number, w: number, big: boolean, nameAtRight: boolean): string {
  const rowH = big ? 64 : 52;
  const size = big ? 28 : 22;
  const nameX = nameAtRight ? x + w : x;
  let out = text(nameX, y - 18, t.name, {
    size: 28,
    weight: 'bold',
    family: mono,
    fill: colour.blueDark,
    anchor: nameAtRight ? 'end' : 'start',
  });
  let cx = x;
  columnWidths(t, w).forEach((cw, i) => {
    out += rect(cx, y, cw, rowH, { fill: colour.blueDark });
    out += text(cx + 14, y + rowH * 0.65, t.columns[i], {
      size,
      weight: 'bold',
      fill: colour.white,
      family: mono,
    });
    t.rows.forEach((row, j) => {
      const ry = y + rowH * (j + 1);
      out += rect(cx, ry, cw, rowH, {
        fill: j % 2 ? colour.bluePale : colour.white,
        stroke: colour.line,
        strokeWidth: 1,
      });
      out += text(cx + 14, ry + rowH * 0.65, row[i], { size, family: mono });
    });
    cx += cw;
  });
  return (
    out + rect(x, y, w, rowH * (t.rows.length + 1), { stroke: colour.blueDark, strokeWidth: 3, radius: 4 })
  );
}

export function table(d: Of<'table'>): string {
  if (d.tables.length === 1) {
    const top = Math.max(50, (520 - 64 * (d.tables[0].rows.length + 1)) / 2);
    return oneTable(d.tables[0], 60, top, 980, true, false);
  }
  const tallest = Math.max(...d.tables.map((t) => (t.rows.length + 1) * 64));
  const top = Math.max(110, (520 - tallest) / 2 + 40);
  let out =
    oneTable(d.tables[0], 20, top, 470, true, true) + oneTable(d.tables[1], 560, top, 520, true, false);
  if (d.link) {
    // The second table's last column refers to the first table's first column.
    const second = columnWidths(d.tables[1], 520);
    const first = columnWidths(d.tables[0], 470);
    const fromX = 1080 - second[second.length - 1] / 2;
    const toX = 20 + first[0] / 2;
    out += polyArrow(
      [
        [fromX, top - 2],
        [fromX, top - 80],
        [toX, top - 80],
        [toX, top - 6],
      ],
      colour.orange,
      4,
    );
  }
  return out;
}

const keywords =
  /^(def|return|if|elif|else|for|while|in|and|or|not|print|input|int|range|len|True|False|None|SELECT|FROM|WHERE|ORDER|BY|GROUP|HAVING|JOIN|LEFT|INNER|ON|AS|COUNT|SUM|AVG|DESC|ASC|LIMIT|AND|OR)$/;

function highlight(src: string): string {
  const parts = src.match(/(#.*$|--.*$|'[^']*'|"[^"]*"|\b\d+(\.\d+)?\b|\w+|\s+|[^\w\s])/g) ?? [];
  return parts
    .map((p) => {
      if (/^(#|--)/.test(p)) return `<tspan fill="#8fa3b5" font-style="italic">${esc(p)}</tspan>`;
      if (/^['"]/.test(p)) return `<tspan fill="#9fd8a6">${esc(p)}</tspan>`;
      if (/^\d/.test(p)) return `<tspan fill="${colour.yellow}">${esc(p)}</tspan>`;
      if (keywords.test(p)) return `<tspan fill="${colour.orange}" font-weight="bold">${esc(p)}</tspan>`;
      return esc(p);
    })
    .join('');
}

export function code(d: Of<'code'>): string {
  const w = d.output ? 700 : 1040;
  const x = d.output ? 20 : 30;
  const size = Math.min(28, Math.floor((w - 100) / (Math.max(...d.lines.map((l) => l.length), 20) * 0.61)));
  const lh = size * 1.55;
  const h = Math.min(500, Math.max(200, d.lines.length * lh + 70));
  const y = (520 - h) / 2;
  let out = rect(x, y, w, h, { fill: colour.navy, radius: 18 });
  out += [colour.orange, colour.yellow, colour.green]
    .map((c, i) => circle(x + 30 + i * 26, y + 26, 8, c))
    .join('');
  d.lines.forEach((l, i) => {
    const ly = y + 74 + i * lh;
    out += text(x + 44, ly, String(i + 1), {
      size: size * 0.8,
      anchor: 'end',
      fill: '#6f8599',
      family: mono,
    });
    out += `<text x="${x + 64}" y="${r(ly)}" font-family="${mono}" font-size="${size}" fill="#eef3f8" xml:space="preserve">${highlight(l)}</text>`;
  });
  if (d.output) {
    out += rect(750, y, 330, h, { fill: colour.white, stroke: colour.line, strokeWidth: 2, radius: 18 });
    out += [0, 1, 2].map((i) => circle(774 + i * 22, y + 26, 7, colour.line)).join('');
    d.output.forEach((o, i) => {
      out += `<text x="770" y="${r(y + 74 + i * lh)}" font-family="${mono}" font-size="${Math.min(size, 26)}" fill="${colour.ink}" xml:space="preserve">${esc(o)}</text>`;
    });
  }
  return out;
}

export function flow(d: Of<'flow'>): string {
  const [yes, no] = d.yesNo ?? ['yes', 'no'];
  const cx = 380;
  const boxH = 66;
  const diaH = 112;
  const heights = d.steps.map((s) => (s.decision ? diaH : boxH));
  const gap = (500 - heights.reduce((s, h) => s + h, 0)) / Math.max(1, d.steps.length - 1);
  let y = 10;
  let out = '';
  const centres: number[] = [];
  d.steps.forEach((s, i) => {
    const h = heights[i];
    centres.push(y + h / 2);
    if (s.decision) {
      out += `<polygon points="${cx},${y} ${cx + 200},${y + h / 2} ${cx},${y + h} ${cx - 200},${y + h / 2}" fill="${colour.orangeSoft}" stroke="${colour.orangeDark}" stroke-width="3"/>`;
      out += text(cx, y + h / 2 + 9, s.text, { size: 24, weight: 'bold', anchor: 'middle' });
      out += arrow(cx + 200, y + h / 2, 700, y + h / 2, colour.ink, 3);
      out += text(650, y + h / 2 - 14, no, {
        size: 22,
        weight: 'bold',
        anchor: 'middle',
        fill: colour.orangeDark,
      });
      out += boxedText(705, y + h / 2 - 40, 370, 80, s.decision, 22, colour.blueSoft, colour.ink);
    } else {
      const first = i === 0;
      out += rect(cx - 190, y, 380, h, {
        fill: first ? colour.blue : colour.white,
        stroke: colour.blueDark,
        strokeWidth: 3,
        radius: first ? h / 2 : 12,
      });
      const codeLike = /[=()<>]/.test(s.text);
      const size = Math.min(24, Math.floor(350 / (s.text.length * 0.6)));
      out += text(cx, y + h / 2 + size * 0.36, s.text, {
        size,
        anchor: 'middle',
        family: codeLike ? mono : undefined,
        fill: first ? colour.white : colour.ink,
      });
    }
    if (i < d.steps.length - 1) {
      out += arrow(cx, y + h, cx, y + h + gap, colour.ink, 3);
      if (s.decision)
        out += text(cx + 16, y + h + gap / 2 + 8, yes, { size: 22, weight: 'bold', fill: colour.green });
    }
    if (s.loop) {
      const target = d.steps.findLastIndex((t, j) => j < i && t.decision);
      if (target >= 0) {
        out += polyArrow(
          [
            [cx - 190, y + h / 2],
            [60, y + h / 2],
            [60, centres[target]],
            [cx - 200, centres[target]],
          ],
          colour.orangeDark,
          3,
        );
      }
    }
    y += h + gap;
  });
  return out;
}

export function points(d: Of<'points'>): string {
  const n = d.items.length;
  const slot = 500 / n;
  let out = '';
  d.items.forEach((item, i) => {
    const cy = 10 + slot * i + slot / 2;
    out += rect(40, cy - slot / 2 + 8, 1020, slot - 16, {
      fill: i % 2 ? colour.bluePale : colour.orangePale,
      radius: 16,
    });
    out +=
      circle(100, cy, 30, i % 2 ? colour.blue : colour.orange) +
      text(100, cy + 11, String(i + 1), { size: 30, weight: 'bold', anchor: 'middle', fill: colour.white });
    const rows = wrap(item, fitChars(900, 28)).slice(0, 2);
    out += lines(150, cy + 10 - (rows.length - 1) * 18, rows, { size: 28, lineHeight: 36 });
  });
  return out;
}

export function compare(d: Of<'compare'>): string {
  const side = (x: number, [title, body]: [string, string], fill: string, strong: string) =>
    rect(x, 20, 500, 480, { fill, radius: 20 }) +
    rect(x, 20, 500, 70, { fill: strong, radius: 20 }) +
    rect(x, 60, 500, 30, { fill: strong }) +
    text(x + 30, 68, title, { size: 30, weight: 'bold', fill: colour.white }) +
    lines(x + 30, 150, wrap(body, fitChars(440, 28)), { size: 28, lineHeight: 42 });
  return (
    side(30, d.left, colour.orangePale, colour.orangeDark) +
    arrow(540, 260, 572, 260, colour.ink, 4) +
    side(580, d.right, colour.bluePale, colour.blueDark)
  );
}

export function pyramid(d: Of<'pyramid'>): string {
  const n = d.levels.length;
  const h = 480 / n;
  let out = '';
  d.levels.forEach((level, i) => {
    const top = 20 + i * h;
    const half = (t: number) => 480 * (1 - t / 480) + 40;
    const a = half(i * h);
    const b = half((i + 1) * h);
    const fill = [colour.orange, colour.orangeSoft, colour.blueSoft, colour.blue][i % 4];
    out += `<polygon points="${r(550 - a)},${r(top)} ${r(550 + a)},${r(top)} ${r(550 + b)},${r(top + h - 6)} ${r(550 - b)},${r(top + h - 6)}" fill="${fill}"/>`;
    const rows = wrap(level, fitChars(2 * b - 40, 26)).slice(0, 2);
    out += lines(550, top + h / 2 + 9 - (rows.length - 1) * 16, rows, {
      size: 26,
      weight: 'bold',
      anchor: 'middle',
      lineHeight: 32,
      fill: i % 4 === 0 || i % 4 === 3 ? colour.white : colour.ink,
    });
  });
  return out;
}

export function steps(d: Of<'steps'>): string {
  const n = d.items.length;
  const w = 1080 / n;
  let out = '';
  d.items.forEach((item, i) => {
    const x = 10 + i * w;
    const fill = i % 2 ? colour.blue : colour.orange;
    out += `<polygon points="${r(x)},150 ${r(x + w - 30)},150 ${r(x + w)},260 ${r(x + w - 30)},370 ${r(x)},370 ${r(x + 30)},260" fill="${fill}"/>`;
    out += text(x + w / 2, 120, String(i + 1), { size: 40, weight: 'bold', anchor: 'middle', fill });
    const rows = wrap(item, fitChars(w - 70, 24));
    out += lines(x + w / 2 + 5, 262 - (rows.length - 1) * 15, rows, {
      size: 24,
      weight: 'bold',
      anchor: 'middle',
      lineHeight: 30,
      fill: colour.white,
    });
  });
  return out;
}

export function bubbles(d: Of<'bubbles'>): string {
  const slot = 500 / d.items.length;
  let out = '';
  d.items.forEach((item, i) => {
    const left = i % 2 === 0;
    const y = 10 + i * slot;
    const h = slot - 30;
    const x = left ? 120 : 360;
    const fill = left ? colour.orange : colour.blue;
    out += circle(left ? 60 : 1040, y + h - 10, 34, left ? colour.orangeSoft : colour.blueSoft);
    const tail = left
      ? `${x},${y + h - 40} ${x - 30},${y + h} ${x + 30},${y + h - 14}`
      : `${x + 620},${y + h - 40} ${x + 650},${y + h} ${x + 590},${y + h - 14}`;
    out += `<polygon points="${tail}" fill="${fill}"/>`;
    out += boxedText(x, y, 620, h, item, 28, fill, colour.white);
  });
  return out;
}

export function forces(d: Of<'forces'>): string {
  const cx = 550;
  const ground = 330;
  const slope = d.slope ?? 0;
  let body = rect(cx - 300, ground, 600, 18, { fill: colour.line });
  for (let x = cx - 290; x < cx + 300; x += 30)
    body += line(x, ground + 18, x - 16, ground + 40, colour.line, 3);
  body += rect(cx - 90, ground - 130, 180, 130, {
    fill: colour.blueSoft,
    stroke: colour.blueDark,
    strokeWidth: 4,
    radius: 10,
  });
  let out = `<g transform="rotate(${-slope} ${cx} ${ground})">${body}</g>`;
  // The arrows are drawn unrotated so that weight stays vertical whatever the slope.
  const rad = (slope * Math.PI) / 180;
  const ox = cx - 65 * Math.sin(rad);
  const oy = ground - 65 * Math.cos(rad);
  for (const a of d.arrows) {
    const t = (a.angle * Math.PI) / 180;
    const ex = ox + a.length * Math.cos(t);
    const ey = oy - a.length * Math.sin(t);
    out += arrow(ox, oy, ex, ey, colour.orangeDark, 7);
    const c = Math.cos(t);
    const anchor = c > 0.3 ? 'start' : c < -0.3 ? 'end' : 'middle';
    const lx = ox + (a.length + 18) * c;
    const ly = oy - (a.length + 30) * Math.sin(t) + 10;
    out += text(lx, ly, a.label, { size: 28, weight: 'bold', anchor, fill: colour.ink });
  }
  return out + circle(ox, oy, 9, colour.ink);
}

export function triangle(d: Of<'triangle'>): string {
  const pts: Array<[number, number]> = [
    [550, 60],
    [250, 440],
    [850, 440],
  ];
  let out = `<polygon points="${pts.map((p) => p.join(',')).join(' ')}" fill="${colour.orangePale}" stroke="${colour.orange}" stroke-width="6" stroke-linejoin="round"/>`;
  out += text(550, 330, d.centre, { size: 32, weight: 'bold', anchor: 'middle', fill: colour.orangeDark });
  pts.forEach(([x, y], i) => {
    const fill = [colour.orange, colour.blue, colour.blueDark][i];
    out += circle(x, y, 56, fill);
    out += text(x, y + 10, d.corners[i], { size: 26, weight: 'bold', anchor: 'middle', fill: colour.white });
  });
  return out;
}
