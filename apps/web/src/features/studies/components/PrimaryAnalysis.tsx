// The primary analysis of a study (docs/studies.md §4): the ANCOVA of the post-test on condition, pretest and
// stratum, each pair of conditions as an adjusted difference with its interval and p (Holm-adjusted beside it)
// and as Hedges' g, on the complete cases and on every allocated learner (intention to treat); a forest plot of
// the g's with their intervals, and what each analysis counted and put in.
import type { StudyDashboard } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { formatP, formatPoints } from '../../../shared/format/numbers';
import { ChartCard } from '../../../shared/ui/ChartCard';
import { DataTable } from '../../../shared/ui/DataTable';
import type { Interval } from '../model/forest';
import { IntervalPlot } from './IntervalPlot';
import { comparisonLabel, withInterval } from './ResultTables';

type Primary = StudyDashboard['primary'];
type Analysis = keyof Primary;
type Row = Primary[Analysis]['comparisons'][number] & { analysis: Analysis };
const analyses: Analysis[] = ['complete_cases', 'intention_to_treat'];

function PrimaryTable({ rows }: { rows: Row[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const label = (key: string) => t(`studies.dashboard.primary.${key}`);
  return (
    <DataTable
      caption={label('tableTitle')}
      rows={rows}
      rowKey={(r) => `${r.analysis}-${r.a}-${r.b}`}
      columns={[
        { key: 'pair', label: t('studies.dashboard.comparisons.pair'), render: (r) => comparisonLabel(t, r) },
        { key: 'analysis', label: label('analysis'), render: (r) => label(r.analysis) },
        { key: 'n', label: label('n'), numeric: true, render: (r) => `${r.n_b} / ${r.n_a}` },
        {
          key: 'difference',
          label: label('difference'),
          numeric: true,
          render: (r) => withInterval(r.difference, r.ci_low, r.ci_high, lng, formatPoints),
        },
        { key: 'p', label: label('p'), numeric: true, render: (r) => formatP(r.p, lng) },
        { key: 'pHolm', label: label('pHolm'), numeric: true, render: (r) => formatP(r.p_holm, lng) },
        {
          key: 'g',
          label: label('g'),
          numeric: true,
          render: (r) => withInterval(r.hedges_g, r.g_ci_low, r.g_ci_high, lng),
        },
      ]}
    />
  );
}

export function PrimaryAnalysis({ primary }: { primary: Primary }) {
  const { t } = useTranslation();
  const rows: Row[] = analyses.flatMap((analysis) =>
    primary[analysis].comparisons.map((c) => ({ ...c, analysis })),
  );
  const forest: Interval[] = rows.map((r) => ({
    key: `${r.analysis}-${r.a}-${r.b}`,
    label: `${comparisonLabel(t, r)} (${t(`studies.dashboard.primary.short.${r.analysis}`)})`,
    estimate: r.hedges_g,
    low: r.g_ci_low,
    high: r.g_ci_high,
  }));
  const itt = primary.intention_to_treat;
  return (
    <ChartCard
      id="study-primary"
      title={t('studies.dashboard.primary.title')}
      subtitle={t('studies.dashboard.primary.subtitle')}
      empty={forest.some((r) => r.estimate !== null) ? null : t('studies.dashboard.tooFew')}
      chart={<IntervalPlot rows={forest} />}
      table={<PrimaryTable rows={rows} />}
      note={t('studies.dashboard.primary.sets', {
        complete: primary.complete_cases.n,
        itt: itt.n,
        post: itt.imputed_post,
        pre: itt.imputed_pre,
      })}
    />
  );
}
