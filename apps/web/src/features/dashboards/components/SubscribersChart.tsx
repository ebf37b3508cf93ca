// Enrolments per top-level course category, as bars with a table alternative.
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { AdminDashboardData } from '../api/getAdminDashboard';
import { chartColours } from '../lib/chartColours';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';

type Row = AdminDashboardData['subscribersPerCourseCategory'][number];

export function SubscribersChart({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const title = t('dashboards.admin.subscribers.title');
  return (
    <ChartCard
      id="chart-subscribers"
      title={title}
      subtitle={t('dashboards.admin.subscribers.subtitle')}
      empty={rows.length ? null : t('dashboards.admin.subscribers.empty')}
      chart={
        <BarChart
          height={280}
          dataset={rows.map((r) => ({ title: r.title, subscribers: r.subscribers }))}
          xAxis={[{ scaleType: 'band', dataKey: 'title', tickLabelStyle: { fontSize: 12 } }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[
            {
              dataKey: 'subscribers',
              label: t('dashboards.admin.subscribers.series'),
              color: chartColours(theme)[1],
            },
          ]}
          hideLegend
        />
      }
      table={
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(r) => r.categoryId}
          columns={[
            { key: 'title', label: t('dashboards.admin.subscribers.category'), render: (r) => r.title },
            {
              key: 'subscribers',
              label: t('dashboards.admin.subscribers.series'),
              numeric: true,
              render: (r) => r.subscribers,
            },
          ]}
        />
      }
    />
  );
}
