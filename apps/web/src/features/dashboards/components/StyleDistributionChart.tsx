// How many learners lean to each pole of the four learning-style dimensions, stacked by band (mild 1-3,
// moderate 5-7, strong 9-11), with a table alternative.
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../shared/ui/ChartCard';
import { bandColours } from '../../../shared/ui/chartColours';
import { DataTable } from '../../../shared/ui/DataTable';
import type { StyleDistribution } from '../api/getStyleDistribution';

const bands = ['mild', 'moderate', 'strong'] as const;

interface Row {
  key: string;
  label: string;
  dimension: string;
  mild: number;
  moderate: number;
  strong: number;
  total: number;
}

export function StyleDistributionChart({ data }: { data: StyleDistribution }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const colours = bandColours(theme);
  const rows: Row[] = data.dimensions.flatMap((d) =>
    d.poles.map((p) => ({
      key: `${d.dimension}-${p.pole}`,
      label: t(`dashboards.style.poles.${p.pole}`, { defaultValue: p.pole }),
      dimension: t(`dashboards.style.dimensions.${d.dimension}`, { defaultValue: d.dimension }),
      mild: p.mild,
      moderate: p.moderate,
      strong: p.strong,
      total: p.total,
    })),
  );
  const title = t('dashboards.style.title');
  return (
    <ChartCard
      id="chart-style"
      title={title}
      subtitle={t('dashboards.style.subtitle', { count: data.learners })}
      empty={data.learners ? null : t('dashboards.style.empty')}
      chart={
        <BarChart
          height={360}
          layout="horizontal"
          dataset={rows.map(({ label, mild, moderate, strong }) => ({ label, mild, moderate, strong }))}
          yAxis={[{ scaleType: 'band', dataKey: 'label', width: 96 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={bands.map((band, i) => ({
            dataKey: band,
            stack: 'learners',
            label: t(`dashboards.style.bands.${band}`),
            color: colours[i],
          }))}
        />
      }
      table={
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(r) => r.key}
          columns={[
            { key: 'label', label: t('dashboards.style.pole'), render: (r) => r.label },
            { key: 'dimension', label: t('dashboards.style.dimension'), render: (r) => r.dimension },
            ...bands.map((band) => ({
              key: band,
              label: t(`dashboards.style.bands.${band}`),
              numeric: true,
              render: (r: Row) => r[band],
            })),
            { key: 'total', label: t('dashboards.style.total'), numeric: true, render: (r) => r.total },
          ]}
        />
      }
    />
  );
}
