// Estimates with their 95% intervals on one axis (a forest plot), drawn in SVG; zero, "no difference", is a
// dashed line. The numbers themselves are in the table beside it.
import { Box, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { chartColours } from '../../dashboards/lib/chartColours';
import { formatRatio } from '../../dashboards/lib/format';
import { type Interval, intervalScale } from '../model/forest';

const rowHeight = 36;
const labelWidth = 150;
const plotWidth = 420;
const pad = 16;

export function IntervalPlot({ rows }: { rows: Interval[] }) {
  const { i18n } = useTranslation();
  const theme = useTheme();
  const colour = chartColours(theme)[1];
  const scale = intervalScale(rows);
  const width = labelWidth + plotWidth + pad * 2;
  const height = rows.length * rowHeight + 40;
  const x = (v: number) => labelWidth + pad + scale.at(v) * plotWidth;
  const text = theme.palette.text.primary;
  const muted = theme.palette.text.secondary;
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ minWidth: 320, display: 'block' }}
        aria-hidden="true"
        focusable="false"
      >
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={8}
              y2={height - 28}
              stroke={theme.palette.divider}
              strokeDasharray={tick === 0 ? '4 3' : undefined}
              strokeWidth={tick === 0 ? 2 : 1}
            />
            <text x={x(tick)} y={height - 10} textAnchor="middle" fontSize="12" fill={muted}>
              {formatRatio(tick, i18n.language)}
            </text>
          </g>
        ))}
        {rows.map((row, i) => {
          const y = 8 + i * rowHeight + rowHeight / 2;
          return (
            <g key={row.key}>
              <text x={0} y={y + 4} fontSize="13" fill={text}>
                {row.label.length > 22 ? `${row.label.slice(0, 21)}…` : row.label}
              </text>
              {row.low !== null && row.high !== null && (
                <line x1={x(row.low)} x2={x(row.high)} y1={y} y2={y} stroke={colour} strokeWidth={2} />
              )}
              {row.estimate !== null && <circle cx={x(row.estimate)} cy={y} r={5} fill={colour} />}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
