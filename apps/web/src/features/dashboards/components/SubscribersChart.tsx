// Enrolments per top-level course category, as bars with a table alternative.
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../shared/ui/ChartCard';
import { chartColours } from '../../../shared/ui/chartColours';
import { DataTable } from '../../../shared/ui/DataTable';
import type { AdminDashboardData } from '../api/getAdminDashboard';

type Row = AdminDashboardData['subscribersPerCourseCategory'][number];

export function SubscribersChart({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const title = t('dashboards.admin.subscribers.title');
  // Categories with no enrolment at all chart nothing: an axis from 0 to 0 would only show stray tick labels.
  const none = rows.every((r) => r.subscribers === 0);
  const highest = Math.max(0, ...rows.map((r) => r.subscribers));
  return (
    <ChartCard
      id="chart-subscribers"
      title={title}
      subtitle={t('dashboards.admin.subscribers.subtitle')}
      empty={none ? t('dashboards.admin.subscribers.empty') : null}
      chart={
        <BarChart
          height={280}
          dataset={rows.map((r) => ({ title: r.title, subscribers: r.subscribers }))}
          xAxis={[{ scaleType: 'band', dataKey: 'title', tickLabelStyle: { fontSize: 12 } }]}
          // Whole enrolments from 0: at least 0 to 1, so a small count never gets fractional ticks.
          yAxis={[{ tickMinStep: 1, width: 40, min: 0, max: Math.max(1, highest) }]}
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
