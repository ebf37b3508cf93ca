// The platform's survey figures (docs/design/adaptive.md §8): NPS, usability and engagement with their counts, and
// the promoters, passives and detractors behind the NPS as a chart with a table alternative.
import { Box, Grid, Paper, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/numbers';
import { ChartCard } from '../../../shared/ui/ChartCard';
import { chartColours } from '../../../shared/ui/chartColours';
import { DataTable } from '../../../shared/ui/DataTable';
import type { AdminDashboardData } from '../api/getAdminDashboard';

type Metrics = AdminDashboardData['metrics'];

function Figure({
  testId,
  label,
  value,
  note,
}: {
  testId: string;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, height: '100%' }} data-testid={testId}>
      <Typography component="p" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography component="p" color="text.secondary" variant="body2">
        {note}
      </Typography>
    </Paper>
  );
}

export function SurveyMetrics({ metrics }: { metrics: Metrics }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const colours = chartColours(theme);
  const n = (v: number | null) => formatNumber(v, i18n.language);
  const engagement100 = metrics.engagementScore === null ? null : (metrics.engagementScore - 1) * 25;
  const groups = [
    { key: 'promoters', value: metrics.promoters, color: colours[2] },
    { key: 'passives', value: metrics.passives, color: colours[1] },
    { key: 'detractors', value: metrics.detractors, color: colours[4] },
  ];
  const title = t('dashboards.survey.title');
  return (
    <ChartCard
      id="chart-survey"
      title={title}
      subtitle={t('dashboards.survey.subtitle', { count: metrics.submissions })}
      chart={
        <Box>
          <Grid container spacing={1.5} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Figure
                testId="metric-nps"
                label={t('dashboards.survey.nps')}
                value={n(metrics.nps)}
                note={t('dashboards.survey.responses', { count: metrics.npsResponses })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Figure
                testId="metric-usability"
                label={t('dashboards.survey.usability')}
                value={metrics.usabilityScore === null ? n(null) : `${n(metrics.usabilityScore)} / 100`}
                note={t('dashboards.survey.responses', { count: metrics.usabilityResponses })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Figure
                testId="metric-engagement"
                label={t('dashboards.survey.engagement')}
                value={metrics.engagementScore === null ? n(null) : `${n(metrics.engagementScore)} / 5`}
                note={
                  engagement100 === null
                    ? t('dashboards.survey.responses', { count: metrics.engagementResponses })
                    : `${n(engagement100)} / 100 · ${t('dashboards.survey.responses', { count: metrics.engagementResponses })}`
                }
              />
            </Grid>
          </Grid>
          {metrics.npsResponses > 0 && (
            <BarChart
              height={200}
              layout="horizontal"
              dataset={groups.map((g) => ({ label: t(`dashboards.survey.${g.key}`), value: g.value }))}
              yAxis={[
                {
                  scaleType: 'band',
                  dataKey: 'label',
                  width: 96,
                  colorMap: { type: 'ordinal', colors: groups.map((g) => g.color) },
                },
              ]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[{ dataKey: 'value', label: t('dashboards.survey.learners') }]}
              hideLegend
            />
          )}
        </Box>
      }
      table={
        <DataTable
          caption={title}
          rowKey={(r) => r.key}
          rows={[
            {
              key: 'nps',
              label: t('dashboards.survey.nps'),
              value: n(metrics.nps),
              count: metrics.npsResponses,
            },
            {
              key: 'usability',
              label: t('dashboards.survey.usability'),
              value: n(metrics.usabilityScore),
              count: metrics.usabilityResponses,
            },
            {
              key: 'engagement',
              label: t('dashboards.survey.engagement'),
              value: n(metrics.engagementScore),
              count: metrics.engagementResponses,
            },
            ...groups.map((g) => ({
              key: g.key,
              label: t(`dashboards.survey.${g.key}`),
              value: String(g.value),
              count: metrics.npsResponses,
            })),
          ]}
          columns={[
            { key: 'label', label: t('dashboards.survey.measure'), render: (r) => r.label },
            { key: 'value', label: t('dashboards.survey.value'), numeric: true, render: (r) => r.value },
            { key: 'count', label: t('dashboards.survey.count'), numeric: true, render: (r) => r.count },
          ]}
        />
      }
    />
  );
}
