// Draws the demo illustrations as SVG: learning-object figures, course covers and category images.
import { bubbles, code, compare, flow, forces, points, pyramid, steps, table, triangle } from './art-cards';
import { areaGrid, bars, boxplot, fractionBars, lineChart, numberLine, pie, scatter } from './art-charts';
import { circle, colour, line, lines, pill, rect, svg, text, wrap } from './art-kit';
import { dice, tree, venn } from './art-sets';
import type { Diagram } from './types';

const figureSize = { width: 1200, height: 675 } as const;
const categorySize = { width: 800, height: 600 } as const;

function drawDiagram(d: Diagram): string {
  switch (d.kind) {
    case 'pie':
      return pie(d);
    case 'numberLine':
      return numberLine(d);
    case 'fractionBars':
      return fractionBars(d);
    case 'areaGrid':
      return areaGrid(d);
    case 'bars':
      return bars(d);
    case 'line':
      return lineChart(d);
    case 'scatter':
      return scatter(d);
    case 'boxplot':
      return boxplot(d);
    case 'dice':
      return dice(d);
    case 'tree':
      return tree(d);
    case 'venn':
      return venn(d);
    case 'table':
      return table(d);
    case 'code':
      return code(d);
    case 'flow':
      return flow(d);
    case 'points':
      return points(d);
    case 'compare':
      return compare(d);
    case 'pyramid':
      return pyramid(d);
    case 'steps':
      return steps(d);
    case 'bubbles':
      return bubbles(d);
    case 'forces':
      return forces(d);
    case 'triangle':
      return triangle(d);
  }
}

/** A learning-object figure: caption on top, the diagram below, on warm paper. */
export function figureSvg(d: Diagram): string {
  const { width, height } = figureSize;
  const body =
    rect(0, 0, width, height, { fill: colour.paper }) +
    rect(0, 0, 14, height, { fill: colour.orange }) +
    text(50, 70, d.caption, {
      size: Math.min(38, Math.floor(1100 / (d.caption.length * 0.64))),
      weight: 'bold',
      fill: colour.ink,
    }) +
    rect(50, 88, 90, 6, { fill: colour.blue, radius: 3 }) +
    `<g transform="translate(50 130)">${drawDiagram(d)}</g>`;
  return svg(width, height, body);
}

interface CoverStyle {
  from: string;
  to: string;
  accent: string;
}

const coverStyles: CoverStyle[] = [
  { from: colour.orange, to: '#e0563a', accent: colour.yellow },
  { from: colour.blue, to: colour.navy, accent: colour.orange },
  { from: '#e0563a', to: '#f79a55', accent: colour.navy },
  { from: colour.navy, to: colour.blueDark, accent: colour.orange },
];

/** A course cover: tagline and subject on a gradient, the course's signature diagram on a tilted card. */
export function coverSvg(tagline: string, subject: string, d: Diagram, styleIndex: number): string {
  const { width, height } = figureSize;
  const s = coverStyles[styleIndex % coverStyles.length];
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.from}"/><stop offset="1" stop-color="${s.to}"/></linearGradient>` +
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.4" fill="#ffffff" fill-opacity="0.22"/></pattern>`;
  // A soft shadow from stacked translucent plates: a blur filter would cost ten times more to rasterise.
  const shadow = [18, 12, 6]
    .map((grow, i) =>
      rect(560 - grow, 170 - grow + 16, 600 + 2 * grow, 340 + 2 * grow, {
        fill: '#0b1a2a',
        radius: 26 + grow,
        opacity: 0.05 + i * 0.04,
      }),
    )
    .join('');
  const taglineRows = wrap(tagline, 11);
  // The tagline must stay clear of the card, which starts 490 px to its right.
  const size = Math.min(78, Math.floor(450 / (Math.max(...taglineRows.map((row) => row.length)) * 0.62)));
  const body =
    rect(0, 0, width, height, { fill: 'url(#bg)' }) +
    circle(1090, 70, 230, '#ffffff', 'fill-opacity="0.08"') +
    circle(90, 640, 190, '#ffffff', 'fill-opacity="0.07"') +
    rect(40, 40, 300, 170, { fill: 'url(#dots)' }) +
    rect(860, 520, 300, 130, { fill: 'url(#dots)' }) +
    circle(520, 110, 16, s.accent) +
    circle(480, 590, 10, s.accent, 'fill-opacity="0.8"') +
    lines(70, 300 - (taglineRows.length - 1) * size * 0.55, taglineRows, {
      size,
      weight: 'bold',
      fill: colour.white,
      lineHeight: size * 1.1,
    }) +
    rect(72, 338 + (taglineRows.length - 1) * size * 0.55, 110, 8, { fill: s.accent, radius: 4 }) +
    pill(
      70,
      380 + (taglineRows.length - 1) * size * 0.55,
      subject,
      colour.white,
      s.from === '#e0563a' ? s.from : s.to,
      24,
    ) +
    `<g transform="rotate(-4 860 340)">${shadow}${rect(560, 170, 600, 340, { fill: colour.white, radius: 26 })}</g>` +
    `<g transform="rotate(-4 860 340)"><g transform="translate(585 200) scale(0.5)">${drawDiagram(d)}</g></g>`;
  return svg(width, height, body, defs);
}

export type CategoryMotif =
  | 'sciences'
  | 'mathematics'
  | 'physics'
  | 'computing'
  | 'programming'
  | 'data'
  | 'languages'
  | 'writing'
  | 'communication';

const white = '#ffffff';

function motif(m: CategoryMotif): string {
  const stroke = (w: number) =>
    `fill="none" stroke="${white}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
  switch (m) {
    case 'sciences':
      return (
        `<ellipse cx="400" cy="300" rx="190" ry="70" ${stroke(12)}/>` +
        `<ellipse cx="400" cy="300" rx="190" ry="70" transform="rotate(60 400 300)" ${stroke(12)}/>` +
        `<ellipse cx="400" cy="300" rx="190" ry="70" transform="rotate(-60 400 300)" ${stroke(12)}/>` +
        circle(400, 300, 30, colour.yellow)
      );
    case 'mathematics':
      return (
        text(300, 270, '+', { size: 170, weight: 'bold', fill: white, anchor: 'middle' }) +
        text(500, 270, '−', { size: 170, weight: 'bold', fill: white, anchor: 'middle' }) +
        text(300, 470, '×', { size: 170, weight: 'bold', fill: white, anchor: 'middle' }) +
        text(500, 470, '÷', { size: 170, weight: 'bold', fill: colour.yellow, anchor: 'middle' })
      );
    case 'physics':
      return (
        line(200, 120, 600, 120, white, 12) +
        line(400, 120, 520, 400, white, 8) +
        line(400, 120, 280, 400, white, 5, 'stroke-dasharray="4 16" opacity="0.7"') +
        circle(520, 400, 56, colour.yellow) +
        circle(280, 400, 56, white, 'fill-opacity="0.35"') +
        `<path d="M250,470 Q400,540 550,470" ${stroke(6)} stroke-dasharray="14 14"/>`
      );
    case 'computing':
      return (
        rect(190, 140, 420, 270, { stroke: white, strokeWidth: 14, radius: 22 }) +
        rect(225, 175, 350, 200, { fill: white, opacity: 0.18, radius: 8 }) +
        line(350, 430, 330, 480, white, 14) +
        line(450, 430, 470, 480, white, 14) +
        line(290, 480, 510, 480, white, 14) +
        text(400, 300, '01', { size: 90, weight: 'bold', fill: colour.yellow, anchor: 'middle' })
      );
    case 'programming':
      return (
        `<path d="M290,190 L170,300 L290,410" ${stroke(22)}/>` +
        `<path d="M510,190 L630,300 L510,410" ${stroke(22)}/>` +
        line(440, 170, 360, 430, colour.yellow, 22)
      );
    case 'data':
      return (
        [120, 200, 160, 270]
          .map((h, i) =>
            rect(180 + i * 110, 460 - h, 80, h, { fill: i === 3 ? colour.yellow : white, radius: 10 }),
          )
          .join('') + line(150, 470, 650, 470, white, 10)
      );
    case 'languages':
      return (
        text(330, 380, 'A', { size: 260, weight: 'bold', fill: white, anchor: 'middle' }) +
        text(500, 380, 'a', { size: 200, weight: 'bold', fill: colour.yellow, anchor: 'middle' }) +
        line(220, 440, 580, 440, white, 10)
      );
    case 'writing':
      return (
        [180, 240, 300, 360]
          .map((y, i) => line(170, y, i === 3 ? 400 : 520, y, white, 12, 'opacity="0.75"'))
          .join('') +
        `<g transform="rotate(40 540 330)"><path d="M510,140 L570,140 L570,420 L540,470 L510,420 Z" fill="${colour.yellow}"/>` +
        `<path d="M510,420 L570,420 L540,470 Z" fill="${white}"/></g>`
      );
    case 'communication':
      return (
        rect(150, 150, 330, 190, { fill: white, radius: 40 }) +
        `<polygon points="210,330 190,400 270,335" fill="${white}"/>` +
        rect(340, 270, 320, 180, { fill: colour.yellow, radius: 40 }) +
        `<polygon points="600,440 630,500 550,445" fill="${colour.yellow}"/>` +
        [250, 315, 380].map((x) => circle(x, 245, 16, colour.blueDark)).join('')
      );
  }
}

const categoryColours: Record<CategoryMotif, [string, string]> = {
  sciences: [colour.blue, colour.navy],
  mathematics: [colour.orange, '#e0563a'],
  physics: ['#6aa7d6', colour.blueDark],
  computing: [colour.navy, '#12263a'],
  programming: ['#f39a5b', colour.orangeDark],
  data: [colour.blueDark, colour.navy],
  languages: [colour.orangeDark, '#b8452a'],
  writing: [colour.blue, '#3f7fb0'],
  communication: ['#f7a26b', '#e0563a'],
};

export function categorySvg(m: CategoryMotif): string {
  const { width, height } = categorySize;
  const [from, to] = categoryColours[m];
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const body =
    rect(0, 0, width, height, { fill: 'url(#bg)' }) +
    circle(720, 60, 170, '#ffffff', 'fill-opacity="0.08"') +
    circle(60, 560, 150, '#ffffff', 'fill-opacity="0.07"') +
    motif(m);
  return svg(width, height, body, defs);
}
