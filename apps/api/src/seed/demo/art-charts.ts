// Mathematical and statistical diagrams for the demo illustrations, each drawn into a 1100 x 520 area.
import { arrow, circle, colour, line, lines, r, rect, slice, text, wrap } from './art-kit';
import type { Diagram } from './types';

type Of<K extends Diagram['kind']> = Extract<Diagram, { kind: K }>;

export function pie(d: Of<'pie'>): string {
  const step = 360 / d.parts;
  let out = '';
  for (let i = 0; i < d.parts; i++) {
    out += slice(300, 260, 220, i * step, (i + 1) * step, i < d.filled ? colour.orange : colour.blueSoft);
  }
  out += text(780, 215, String(d.filled), {
    size: 110,
    weight: 'bold',
    anchor: 'middle',
    fill: colour.orangeDark,
  });
  out += line(720, 250, 840, 250, colour.ink, 6);
  out += text(780, 355, String(d.parts), {
    size: 110,
    weight: 'bold',
    anchor: 'middle',
    fill: colour.blueDark,
  });
  out += text(880, 185, 'parts taken', { size: 24, fill: colour.muted });
  out += text(880, 325, 'equal parts', { size: 24, fill: colour.muted });
  if (d.note) out += lines(600, 440, wrap(d.note, 38), { size: 26, fill: colour.ink });
  return out;
}

export function numberLine(d: Of<'numberLine'>): string {
  const maxAt = Math.max(1, Math.ceil(Math.max(...d.marks.map((m) => m.at))));
  const x0 = 90;
  const x1 = 1010;
  const y = 320;
  const px = (v: number) => x0 + ((x1 - x0) * v) / maxAt;
  let out = arrow(x0 - 30, y, x1 + 60, y, colour.ink, 4);
  for (let i = 0; i <= maxAt * d.denominator; i++) {
    const whole = i % d.denominator === 0;
    out += line(
      px(i / d.denominator),
      y - (whole ? 26 : 14),
      px(i / d.denominator),
      y + (whole ? 26 : 14),
      colour.ink,
      whole ? 4 : 2,
    );
    if (whole)
      out += text(px(i / d.denominator), y + 70, String(i / d.denominator), {
        size: 34,
        weight: 'bold',
        anchor: 'middle',
      });
  }
  d.marks.forEach((m, i) => {
    const high = i % 2 === 1;
    const top = high ? 110 : 190;
    out += line(px(m.at), y - 12, px(m.at), top + 20, colour.orange, 3, 'stroke-dasharray="6 6"');
    out += circle(px(m.at), y, 13, colour.orange, `stroke="${colour.white}" stroke-width="4"`);
    out += text(px(m.at), top, m.label, {
      size: 36,
      weight: 'bold',
      anchor: 'middle',
      fill: colour.orangeDark,
    });
  });
  out += text(x0, 470, `Each small step is 1/${d.denominator}`, { size: 26, fill: colour.muted });
  return out;
}

export function fractionBars(d: Of<'fractionBars'>): string {
  const x = 330;
  const w = 720;
  const h = 72;
  const gap = Math.min(60, (520 - d.rows.length * h) / Math.max(1, d.rows.length));
  const top = (520 - d.rows.length * h - (d.rows.length - 1) * gap) / 2;
  let out = '';
  d.rows.forEach((row, i) => {
    const y = top + i * (h + gap);
    const fill = i % 2 === 0 ? colour.orange : colour.blue;
    const pale = i % 2 === 0 ? colour.orangePale : colour.bluePale;
    for (let p = 0; p < row.parts; p++) {
      out += rect(x + (w / row.parts) * p, y, w / row.parts, h, {
        fill: p < row.filled ? fill : pale,
        stroke: colour.white,
        strokeWidth: 4,
        radius: 6,
      });
    }
    out += text(x - 30, y + h / 2 + 14, row.label, { size: 38, weight: 'bold', anchor: 'end' });
  });
  return out;
}

export function areaGrid(d: Of<'areaGrid'>): string {
  const x = 70;
  const y = 40;
  const w = 520;
  const h = 440;
  const cw = w / d.cols;
  const ch = h / d.rows;
  let out = '';
  for (let c = 0; c < d.cols; c++) {
    for (let rr = 0; rr < d.rows; rr++) {
      const inCol = c < d.shadeCols;
      const inRow = rr < d.shadeRows;
      const fill =
        inCol && inRow ? colour.orange : inCol ? colour.blueSoft : inRow ? colour.orangeSoft : colour.white;
      out += rect(x + c * cw, y + rr * ch, cw, ch, { fill, stroke: colour.ink, strokeWidth: 2 });
    }
  }
  out += rect(x, y, w, h, { stroke: colour.ink, strokeWidth: 4 });
  out += lines(650, 200, wrap(d.note, 26), { size: 34, weight: 'bold', lineHeight: 50 });
  return out;
}

/** Axes, grid lines and value ticks shared by the charts. */
function axes(
  min: number,
  max: number,
  ticks: number,
  area: { x: number; y: number; w: number; h: number },
): string {
  let out = '';
  for (let i = 0; i <= ticks; i++) {
    const v = min + ((max - min) * i) / ticks;
    const y = area.y + area.h - (area.h * i) / ticks;
    out += line(area.x, y, area.x + area.w, y, colour.line, 2);
    out += text(area.x - 14, y + 8, Number.isInteger(v) ? String(v) : v.toFixed(1), {
      size: 22,
      anchor: 'end',
      fill: colour.muted,
    });
  }
  out += line(area.x, area.y, area.x, area.y + area.h, colour.ink, 3);
  out += line(area.x, area.y + area.h, area.x + area.w, area.y + area.h, colour.ink, 3);
  return out;
}

function niceMax(v: number): number {
  const mag = 10 ** Math.floor(Math.log10(v));
  return [1, 2, 2.5, 5, 10].map((m) => m * mag).find((m) => m >= v) ?? v;
}

export function bars(d: Of<'bars'>): string {
  const area = { x: 120, y: 30, w: 940, h: 400 };
  const min = d.baseline ?? 0;
  const max = niceMax(Math.max(...d.values));
  let out = axes(min, max, 5, area);
  const slot = area.w / d.values.length;
  const bw = Math.min(120, slot * 0.62);
  d.values.forEach((v, i) => {
    const bh = (area.h * (v - min)) / (max - min);
    const bx = area.x + slot * i + (slot - bw) / 2;
    const fill = d.highlight === undefined || d.highlight === i ? colour.orange : colour.blue;
    out += rect(bx, area.y + area.h - bh, bw, bh, { fill, radius: 6 });
    out += text(bx + bw / 2, area.y + area.h - bh - 12, String(v), {
      size: 24,
      weight: 'bold',
      anchor: 'middle',
    });
    out += text(bx + bw / 2, area.y + area.h + 40, d.labels[i], {
      size: 24,
      anchor: 'middle',
      fill: colour.ink,
    });
  });
  if (d.axis) {
    out += `<g transform="translate(40 ${area.y + area.h / 2}) rotate(-90)">${text(0, 0, d.axis, { size: 24, anchor: 'middle', fill: colour.muted })}</g>`;
  }
  return out;
}

function plotFrame(points: Array<[number, number]>, xLabel: string, yLabel: string) {
  const area = { x: 120, y: 30, w: 920, h: 400 };
  const maxX = niceMax(Math.max(...points.map((p) => p[0])));
  const maxY = niceMax(Math.max(...points.map((p) => p[1])));
  const px = (v: number) => area.x + (area.w * v) / maxX;
  const py = (v: number) => area.y + area.h - (area.h * v) / maxY;
  let out = axes(0, maxY, 5, area);
  for (let i = 0; i <= 5; i++) {
    out += text(px((maxX * i) / 5), area.y + area.h + 34, String((maxX * i) / 5), {
      size: 22,
      anchor: 'middle',
      fill: colour.muted,
    });
  }
  out += text(area.x + area.w, area.y + area.h + 80, xLabel, { size: 24, anchor: 'end', fill: colour.muted });
  out += `<g transform="translate(40 ${area.y + area.h / 2}) rotate(-90)">${text(0, 0, yLabel, { size: 24, anchor: 'middle', fill: colour.muted })}</g>`;
  return { out, px, py };
}

export function lineChart(d: Of<'line'>): string {
  const { out, px, py } = plotFrame(d.points, d.xLabel, d.yLabel);
  const path = d.points.map(([x, y], i) => `${i ? 'L' : 'M'}${r(px(x))},${r(py(y))}`).join(' ');
  const dots = d.points.map(([x, y]) =>
    circle(px(x), py(y), 9, colour.orange, `stroke="${colour.white}" stroke-width="3"`),
  );
  return `${out}<path d="${path}" fill="none" stroke="${colour.orange}" stroke-width="6" stroke-linejoin="round"/>${dots.join('')}`;
}

export function scatter(d: Of<'scatter'>): string {
  const { out, px, py } = plotFrame(d.points, d.xLabel, d.yLabel);
  const n = d.points.length;
  const mx = d.points.reduce((s, p) => s + p[0], 0) / n;
  const my = d.points.reduce((s, p) => s + p[1], 0) / n;
  const sxy = d.points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
  const sxx = d.points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  const slope = sxy / sxx;
  const xs = d.points.map((p) => p[0]);
  const [a, b] = [Math.min(...xs), Math.max(...xs)];
  const trend = line(
    px(a),
    py(my + slope * (a - mx)),
    px(b),
    py(my + slope * (b - mx)),
    colour.orange,
    5,
    'stroke-dasharray="14 10"',
  );
  const dots = d.points.map(([x, y]) =>
    circle(px(x), py(y), 10, colour.blue, `fill-opacity="0.85" stroke="${colour.white}" stroke-width="3"`),
  );
  return out + dots.join('') + trend;
}

export function boxplot(d: Of<'boxplot'>): string {
  const x0 = 240;
  const x1 = 1040;
  const px = (v: number) => x0 + ((x1 - x0) * (v - d.min)) / (d.max - d.min);
  let out = line(x0, 460, x1, 460, colour.ink, 3);
  for (let i = 0; i <= 5; i++) {
    const v = d.min + ((d.max - d.min) * i) / 5;
    out +=
      line(px(v), 452, px(v), 468, colour.ink, 3) +
      text(px(v), 500, String(v), { size: 22, anchor: 'middle', fill: colour.muted });
  }
  const h = 90;
  const gap = (420 - d.rows.length * h) / (d.rows.length + 1);
  d.rows.forEach((row, i) => {
    const [mn, q1, med, q3, mx] = row.five;
    const y = 20 + gap * (i + 1) + h * i;
    const fill = i % 2 === 0 ? colour.orangeSoft : colour.blueSoft;
    const stroke = i % 2 === 0 ? colour.orangeDark : colour.blueDark;
    out +=
      line(px(mn), y + h / 2, px(q1), y + h / 2, stroke, 4) +
      line(px(q3), y + h / 2, px(mx), y + h / 2, stroke, 4);
    out +=
      line(px(mn), y + 20, px(mn), y + h - 20, stroke, 4) +
      line(px(mx), y + 20, px(mx), y + h - 20, stroke, 4);
    out += rect(px(q1), y, px(q3) - px(q1), h, { fill, stroke, strokeWidth: 4, radius: 6 });
    out += line(px(med), y, px(med), y + h, colour.ink, 6);
    out += text(x0 - 30, y + h / 2 + 10, row.label, { size: 28, weight: 'bold', anchor: 'end' });
  });
  return out;
}
