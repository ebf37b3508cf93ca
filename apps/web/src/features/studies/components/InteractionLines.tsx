// The interaction plot of each condition x style fit (docs/studies.md §4): the post-test the fit expects against
// the learner's signed score, one line per condition, at the learners' mean pretest, over the scores seen. Lines
// that cross or fan out are what an interaction looks like; parallel lines are an effect for everyone. Each plot
// says its two lines in words below it (the drawing is decoration for a screen reader).
import { Box, Stack, Typography, useTheme } from '@mui/material';
import type { StudyDashboard } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPoints } from '../../../shared/format/numbers';
import { chartColours } from '../../../shared/ui/chartColours';
import { comparisonLabel } from './ResultTables';

type Row = StudyDashboard['interactions'][number];
type Lines = NonNullable<Row['lines']>;

const width = 280;
const height = 170;
const pad = { left: 34, right: 10, top: 10, bottom: 26 };

function Plot({ lines }: { lines: Lines }) {
  const theme = useTheme();
  const [colourA, colourB] = [chartColours(theme)[0], chartColours(theme)[1]];
  const muted = theme.palette.text.secondary;
  const x = (score: number) => pad.left + ((score + 11) / 22) * (width - pad.left - pad.right);
  const y = (post: number) =>
    pad.top + (1 - Math.min(100, Math.max(0, post)) / 100) * (height - pad.top - pad.bottom);
  const line = (intercept: number, slope: number) => ({
    x1: x(lines.score_min),
    x2: x(lines.score_max),
    y1: y(intercept + slope * lines.score_min),
    y2: y(intercept + slope * lines.score_max),
  });
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', maxWidth: '100%' }}
    >
      {[0, 50, 100].map((v) => (
        <g key={v}>
          <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} stroke={theme.palette.divider} />
          <text x={pad.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill={muted}>
            {v}
          </text>
        </g>
      ))}
      {[-11, 0, 11].map((v) => (
        <text key={v} x={x(v)} y={height - 8} textAnchor="middle" fontSize="11" fill={muted}>
          {v}
        </text>
      ))}
      <line
        {...line(lines.a_intercept, lines.a_slope)}
        stroke={colourA}
        strokeWidth={2.5}
        strokeDasharray="6 4"
      />
      <line {...line(lines.b_intercept, lines.b_slope)} stroke={colourB} strokeWidth={2.5} />
    </svg>
  );
}

/** The line's look in the caption: dashed for the first condition, solid for the second. */
function Swatch({ dashed = false }: { dashed?: boolean }) {
  const theme = useTheme();
  return (
    <svg width={22} height={10} aria-hidden="true" focusable="false" style={{ marginRight: 6 }}>
      <line
        x1={0}
        x2={22}
        y1={5}
        y2={5}
        stroke={chartColours(theme)[dashed ? 0 : 1]}
        strokeWidth={2.5}
        strokeDasharray={dashed ? '6 4' : undefined}
      />
    </svg>
  );
}

export function InteractionLines({ rows }: { rows: Row[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const drawn = rows.filter((r): r is Row & { lines: Lines } => r.lines !== null);
  if (drawn.length === 0) return null;
  const say = (condition: string, intercept: number, slope: number) =>
    t('studies.dashboard.interactions.line', {
      condition: t(`studies.conditions.${condition}`),
      at0: formatNumber(intercept, lng),
      slope: formatPoints(slope, lng),
    });
  return (
    <Box data-testid="interaction-lines">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('studies.dashboard.interactions.linesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('studies.dashboard.interactions.linesSubtitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {drawn.map((r) => (
          <Stack key={`${r.a}-${r.b}-${r.dimension}`} component="figure" spacing={0.5} sx={{ m: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('studies.dashboard.interactions.pairDimension', {
                pair: comparisonLabel(t, r),
                dimension: t(`studies.poles.${r.dimension}`),
              })}
            </Typography>
            <Plot lines={r.lines} />
            <Typography component="figcaption" variant="body2" color="text.secondary">
              <Swatch dashed />
              {say(r.a, r.lines.a_intercept, r.lines.a_slope)}
              <br />
              <Swatch />
              {say(r.b, r.lines.b_intercept, r.lines.b_slope)}
            </Typography>
          </Stack>
        ))}
      </Box>
    </Box>
  );
}
