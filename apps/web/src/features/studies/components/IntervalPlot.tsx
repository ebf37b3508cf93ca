// Estimates with their 95% intervals on one axis (a forest plot), drawn in SVG at the width of its card, so the
// words keep their size on a phone; zero, "no difference", is a dashed line. The numbers are in the table.
import { Box, useTheme } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRatio } from '../../../shared/format/numbers';
import { chartColours } from '../../../shared/ui/chartColours';
import { type Interval, intervalScale } from '../model/forest';

/** The width of an element, followed as it changes. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function IntervalPlot({ rows }: { rows: Interval[] }) {
  const { i18n } = useTranslation();
  const theme = useTheme();
  const colour = chartColours(theme)[1];
  const { ref, width } = useWidth(600);
  const scale = intervalScale(rows);
  // Wide: the labels on the left of their line, in a column as wide as the longest (about 7.2 px a character at
  // 13 px) up to 45 % of the width; narrow, or when a label would not fit there: each label above its line.
  const longest = Math.max(0, ...rows.map((r) => r.label.length)) * 7.2 + 12;
  const narrow = width < 520 || longest > width * 0.45;
  const labelWidth = narrow ? 0 : Math.max(Math.min(220, width * 0.35), longest);
  const rowHeight = narrow ? 48 : 36;
  const left = labelWidth + 20;
  const right = 20;
  const height = rows.length * rowHeight + 36;
  const x = (v: number) => left + scale.at(v) * (width - left - right);
  const muted = theme.palette.text.secondary;
  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <svg width={width} height={height} aria-hidden="true" focusable="false" style={{ display: 'block' }}>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={4}
              y2={height - 26}
              stroke={tick === 0 ? muted : theme.palette.divider}
              strokeDasharray={tick === 0 ? '4 3' : undefined}
              strokeWidth={tick === 0 ? 1.5 : 1}
            />
            <text x={x(tick)} y={height - 8} textAnchor="middle" fontSize="12" fill={muted}>
              {formatRatio(tick, i18n.language)}
            </text>
          </g>
        ))}
        {rows.map((row, i) => {
          const top = 4 + i * rowHeight;
          const y = narrow ? top + 32 : top + rowHeight / 2;
          return (
            <g key={row.key}>
              <text x={0} y={narrow ? top + 14 : y + 5} fontSize="13" fill={theme.palette.text.primary}>
                {row.label}
              </text>
              {row.low !== null && row.high !== null && (
                <line x1={x(row.low)} x2={x(row.high)} y1={y} y2={y} stroke={colour} strokeWidth={2.5} />
              )}
              {row.estimate !== null && <circle cx={x(row.estimate)} cy={y} r={5} fill={colour} />}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
