// The condition x style interactions of a study (docs/studies.md §4): per pair of conditions whose style rules
// differ and per style dimension, how many more post-test points a point of the signed style score brings in the
// second condition than in the first, adjusted for the pretest, with its 95% interval and p; a forest plot and
// its table. The meshing hypothesis of learning styles needs such an interaction clear of zero.
import { Stack } from '@mui/material';
import type { StudyDashboard } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { formatP } from '../../../shared/format/numbers';
import { ChartCard } from '../../../shared/ui/ChartCard';
import { DataTable } from '../../../shared/ui/DataTable';
import type { Interval } from '../model/forest';
import { InteractionLines } from './InteractionLines';
import { IntervalPlot } from './IntervalPlot';
import { comparisonLabel, withInterval } from './ResultTables';

type Row = StudyDashboard['interactions'][number];

export function StyleInteractions({ rows }: { rows: Row[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const label = (key: string) => t(`studies.dashboard.interactions.${key}`);
  const dimension = (r: Row) => t(`studies.poles.${r.dimension}`);
  const forest: Interval[] = rows.map((r) => ({
    key: `${r.a}-${r.b}-${r.dimension}`,
    label: t('studies.dashboard.interactions.pairDimension', {
      pair: comparisonLabel(t, r),
      dimension: dimension(r),
    }),
    estimate: r.estimate,
    low: r.ci_low,
    high: r.ci_high,
  }));
  return (
    <ChartCard
      id="study-interactions"
      title={label('title')}
      subtitle={label('subtitle')}
      empty={forest.some((r) => r.estimate !== null) ? null : t('studies.dashboard.tooFew')}
      chart={
        <Stack spacing={3}>
          <IntervalPlot rows={forest} />
          <InteractionLines rows={rows} />
        </Stack>
      }
      table={
        <DataTable
          caption={label('title')}
          rows={rows}
          rowKey={(r) => `${r.a}-${r.b}-${r.dimension}`}
          columns={[
            {
              key: 'pair',
              label: t('studies.dashboard.comparisons.pair'),
              render: (r) => comparisonLabel(t, r),
            },
            { key: 'dimension', label: label('dimension'), render: dimension },
            { key: 'n', label: label('n'), numeric: true, render: (r) => r.n },
            {
              key: 'estimate',
              label: label('estimate'),
              numeric: true,
              render: (r) => withInterval(r.estimate, r.ci_low, r.ci_high, lng),
            },
            { key: 'p', label: 'p', numeric: true, render: (r) => formatP(r.p, lng) },
          ]}
        />
      }
    />
  );
}
