// A chart with its table alternative: the table is always there for screen readers (hidden from sight while
// the chart shows), and a toggle shows it on screen instead of the chart.
import { BarChart as ChartIcon, TableChart } from '@mui/icons-material';
import { Box, Button, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './SectionCard';
import { visuallyHidden } from './visuallyHidden';

export function ChartCard({
  id,
  title,
  subtitle,
  chart,
  table,
  empty,
  note,
}: {
  id: string;
  title: string;
  subtitle?: string;
  chart: ReactNode;
  table: ReactNode;
  /** Shown instead of both when there is nothing to chart. */
  empty?: string | null;
  /** Shown under the chart or the table: what the figures counted. */
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const toggle = empty ? undefined : (
    <Button
      size="small"
      variant="outlined"
      aria-pressed={asTable}
      aria-controls={`${id}-body`}
      startIcon={asTable ? <ChartIcon /> : <TableChart />}
      onClick={() => setAsTable((v) => !v)}
    >
      {asTable ? t('dashboards.chart.showChart') : t('dashboards.chart.showTable')}
    </Button>
  );
  return (
    <SectionCard id={id} title={title} subtitle={subtitle} action={toggle}>
      <Box id={`${id}-body`} data-testid={`${id}-body`}>
        {empty ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : asTable ? (
          table
        ) : (
          <>
            <Box aria-hidden="true">{chart}</Box>
            <Box sx={visuallyHidden}>{table}</Box>
          </>
        )}
      </Box>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid={`${id}-note`}>
          {note}
        </Typography>
      )}
    </SectionCard>
  );
}
