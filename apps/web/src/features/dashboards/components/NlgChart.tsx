// Mean normalized change (NLG) and Hake's class gain per course, side by side, with a table alternative; each
// mean with the number of learners it is over (docs/design/adaptive.md §7).
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatRatio } from '../../../shared/format/numbers';
import { ChartCard } from '../../../shared/ui/ChartCard';
import { chartColours } from '../../../shared/ui/chartColours';
import { DataTable } from '../../../shared/ui/DataTable';
import type { AdminDashboardData } from '../api/getAdminDashboard';

type Row = AdminDashboardData['nlgPerCourse'][number];

export function NlgChart({ rows }: { rows: Row[] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const colours = chartColours(theme);
  const title = t('dashboards.admin.nlg.title');
  const ratio = (v: number | null) => formatRatio(v, i18n.language);
  return (
    <ChartCard
      id="chart-nlg"
      title={title}
      subtitle={t('dashboards.admin.nlg.subtitle')}
      empty={rows.length ? null : t('dashboards.admin.nlg.empty')}
      chart={
        <BarChart
          height={300}
          dataset={rows.map((r) => ({ title: r.title, nlg: r.nlg, hake: r.hakeGain }))}
          xAxis={[{ scaleType: 'band', dataKey: 'title', tickLabelStyle: { fontSize: 12 } }]}
          yAxis={[{ width: 44, valueFormatter: (v: number) => ratio(v) }]}
          series={[
            {
              dataKey: 'nlg',
              label: t('dashboards.admin.nlg.nlg'),
              color: colours[0],
              valueFormatter: (v) => ratio(v),
            },
            {
              dataKey: 'hake',
              label: t('dashboards.admin.nlg.hake'),
              color: colours[1],
              valueFormatter: (v) => ratio(v),
            },
          ]}
        />
      }
      table={
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(r) => r.courseId}
          columns={[
            { key: 'title', label: t('dashboards.admin.nlg.course'), render: (r) => r.title },
            { key: 'nlg', label: t('dashboards.admin.nlg.nlg'), numeric: true, render: (r) => ratio(r.nlg) },
            {
              key: 'nlgLearners',
              label: t('dashboards.admin.nlg.nlgLearners'),
              numeric: true,
              render: (r) => r.nlgLearners,
            },
            {
              key: 'hake',
              label: t('dashboards.admin.nlg.hake'),
              numeric: true,
              render: (r) => ratio(r.hakeGain),
            },
            {
              key: 'learners',
              label: t('dashboards.admin.nlg.learners'),
              numeric: true,
              render: (r) => r.learners,
            },
          ]}
        />
      }
    />
  );
}
