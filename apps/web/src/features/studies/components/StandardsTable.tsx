// The What Works Clearinghouse's tests per pair of conditions (docs/studies.md §4): overall and differential
// attrition against the boundaries of the WWC Standards Handbook, and the baseline difference on the pretest in
// standard deviations, each with its verdict.
import { Chip, Stack } from '@mui/material';
import type { AttritionVerdict, EquivalenceVerdict, StudyDashboard } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatPoints, formatRatio, none } from '../../../shared/format/numbers';
import { DataTable } from '../../../shared/ui/DataTable';
import { comparisonLabel } from './ResultTables';

type Row = StudyDashboard['standards'][number];
const tone = {
  low: 'success',
  low_optimistic_only: 'warning',
  high: 'error',
  equivalent: 'success',
  adjustment_required: 'warning',
  not_equivalent: 'error',
} as const;

function Verdict({ verdict }: { verdict: AttritionVerdict | EquivalenceVerdict | null }) {
  const { t } = useTranslation();
  if (verdict === null) return none;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone[verdict]}
      label={t(`studies.dashboard.standards.verdicts.${verdict}`)}
    />
  );
}

/** Two tables, attrition and baseline equivalence, a row per pair of conditions. */
export function StandardsTable({ rows }: { rows: Row[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const label = (key: string) => t(`studies.dashboard.standards.${key}`);
  const pair = {
    key: 'pair',
    label: t('studies.dashboard.comparisons.pair'),
    render: (r: Row) => comparisonLabel(t, r),
  };
  return (
    <Stack spacing={3}>
      <DataTable
        caption={label('attritionTitle')}
        rows={rows}
        rowKey={(r) => `${r.a}-${r.b}`}
        columns={[
          pair,
          {
            key: 'overall',
            label: label('overall'),
            numeric: true,
            render: (r) => formatPercent(r.attrition.overall, lng),
          },
          {
            key: 'differential',
            label: label('differential'),
            numeric: true,
            render: (r) => formatPoints(r.attrition.differential, lng),
          },
          {
            key: 'limits',
            label: label('limits'),
            numeric: true,
            render: (r) =>
              r.attrition.cautious_limit === null || r.attrition.optimistic_limit === null
                ? none
                : `${r.attrition.cautious_limit.toLocaleString(lng)} / ${r.attrition.optimistic_limit.toLocaleString(lng)}`,
          },
          {
            key: 'attrition',
            label: label('attrition'),
            render: (r) => <Verdict verdict={r.attrition.verdict} />,
          },
        ]}
      />
      <DataTable
        caption={label('baselineTitle')}
        rows={rows}
        rowKey={(r) => `${r.a}-${r.b}`}
        columns={[
          pair,
          {
            key: 'baseline',
            label: label('baseline'),
            numeric: true,
            render: (r) => formatRatio(r.baseline.difference_sd, lng),
          },
          {
            key: 'equivalence',
            label: label('equivalence'),
            render: (r) => <Verdict verdict={r.baseline.verdict} />,
          },
        ]}
      />
    </Stack>
  );
}
