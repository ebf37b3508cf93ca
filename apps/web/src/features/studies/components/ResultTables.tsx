// The figures of a study dashboard as tables (docs/design/adaptive.md §10): per condition n, pre and post with
// SD, mean normalized change with its 95% interval and Hake's class gain; the comparisons as Hedges' g with its
// interval; attrition; the balance of levels and styles across conditions.

import { Box, Typography } from '@mui/material';
import { type StudyDashboard, studyLevels } from '@parcours/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, formatRatio, none } from '../../../shared/format/numbers';
import { DataTable } from '../../../shared/ui/DataTable';

type ConditionRow = StudyDashboard['conditions'][number];
type Comparison = StudyDashboard['comparisons'][number];

/** "0.25 [0.10; 0.40]" in the estimate's format (ratios by default), or a dash when there is no estimate. */
export function withInterval(
  value: number | null,
  low: number | null,
  high: number | null,
  locale: string,
  format: (v: number, locale: string) => string = formatRatio,
): string {
  if (value === null) return none;
  if (low === null || high === null) return format(value, locale);
  return `${format(value, locale)} [${format(low, locale)}; ${format(high, locale)}]`;
}

/** "62.5 (12.3)": a mean with its standard deviation. */
function meanSd(mean: number | null, sd: number | null, locale: string): string {
  if (mean === null) return none;
  return sd === null
    ? formatNumber(mean, locale)
    : `${formatNumber(mean, locale)} (${formatNumber(sd, locale)})`;
}

/** A figure column of a per-condition table: numeric, right-aligned. */
interface Figure<R> {
  key: string;
  label: string;
  render: (row: R) => ReactNode;
}

/** A table with a row per condition: the condition's name, then its figures. */
function ConditionTable<R extends { condition: string }>({
  caption,
  rows,
  figures,
}: {
  caption: string;
  rows: R[];
  figures: Figure<R>[];
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(r) => r.condition}
      columns={[
        {
          key: 'condition',
          label: t('studies.dashboard.condition'),
          render: (r) => t(`studies.conditions.${r.condition}`),
        },
        ...figures.map((figure) => ({ ...figure, numeric: true })),
      ]}
    />
  );
}

export function ConditionsTable({ rows }: { rows: ConditionRow[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const label = (key: string) => t(`studies.dashboard.conditions.${key}`);
  return (
    <ConditionTable
      caption={label('title')}
      rows={rows}
      figures={[
        { key: 'n', label: label('n'), render: (r) => r.n },
        { key: 'pre', label: label('pre'), render: (r) => meanSd(r.pre.mean, r.pre.sd, lng) },
        { key: 'post', label: label('post'), render: (r) => meanSd(r.post.mean, r.post.sd, lng) },
        {
          key: 'nlg',
          label: label('nlg'),
          render: (r) => withInterval(r.nlg.mean, r.nlg.ci_low, r.nlg.ci_high, lng),
        },
        { key: 'nlgN', label: label('nlgN'), render: (r) => r.nlg.n },
        { key: 'hake', label: label('hake'), render: (r) => formatRatio(r.hake_gain, lng) },
      ]}
    />
  );
}

export function ComparisonsTable({ rows }: { rows: Comparison[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <DataTable
      caption={t('studies.dashboard.comparisons.title')}
      rows={rows}
      rowKey={(r) => `${r.a}-${r.b}`}
      columns={[
        {
          key: 'pair',
          label: t('studies.dashboard.comparisons.pair'),
          render: (r) => comparisonLabel(t, r),
        },
        {
          key: 'g',
          label: t('studies.dashboard.comparisons.g'),
          numeric: true,
          render: (r) => formatRatio(r.hedges_g, lng),
        },
        {
          key: 'ci',
          label: t('studies.dashboard.comparisons.ci'),
          numeric: true,
          render: (r) =>
            r.ci_low === null || r.ci_high === null
              ? none
              : `[${formatRatio(r.ci_low, lng)}; ${formatRatio(r.ci_high, lng)}]`,
        },
      ]}
    />
  );
}

export function comparisonLabel(
  t: (key: string, options?: Record<string, string>) => string,
  r: Pick<Comparison, 'a' | 'b'>,
) {
  return t('studies.dashboard.comparisons.versus', {
    b: t(`studies.conditions.${r.b}`),
    a: t(`studies.conditions.${r.a}`),
  });
}

export function AttritionTable({ rows }: { rows: ConditionRow[] }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`studies.dashboard.attrition.${key}`);
  return (
    <ConditionTable
      caption={label('title')}
      rows={rows}
      figures={[
        { key: 'allocated', label: label('allocated'), render: (r) => r.attrition.allocated },
        { key: 'lost', label: label('lost'), render: (r) => r.attrition.lost },
        {
          key: 'rate',
          label: label('rate'),
          render: (r) =>
            r.attrition.rate === null ? none : formatPercent(r.attrition.rate * 100, i18n.language),
        },
      ]}
    />
  );
}

export function LevelBalanceTable({ rows }: { rows: StudyDashboard['balance']['levels'] }) {
  const { t } = useTranslation();
  return (
    <ConditionTable
      caption={t('studies.dashboard.balance.levels')}
      rows={rows}
      figures={studyLevels.map((level) => ({
        key: level,
        label: t(`studies.levels.${level}`),
        render: (r: (typeof rows)[number]) => r[level],
      }))}
    />
  );
}

/** One small table per style dimension: a row per condition, the dimension's poles as columns. */
export function StyleBalanceTables({ rows }: { rows: StudyDashboard['balance']['styles'] }) {
  const { t, i18n } = useTranslation();
  const dimensions = [...new Set(rows.map((r) => r.dimension))];
  const label = (key: string) => {
    const k = `studies.poles.${key}`;
    return i18n.exists(k) ? t(k) : key;
  };
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {dimensions.map((dimension) => {
        const ofDimension = rows.filter((r) => r.dimension === dimension);
        const poles = [...new Set(ofDimension.flatMap((r) => Object.keys(r.counts)))];
        const caption = t('studies.dashboard.balance.styleOf', { dimension: label(dimension) });
        return (
          <Box key={dimension} data-testid={`balance-style-${dimension}`}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {caption}
            </Typography>
            <ConditionTable
              caption={caption}
              rows={ofDimension}
              figures={poles.map((pole) => ({
                key: pole,
                label: label(pole),
                render: (r: (typeof ofDimension)[number]) => r.counts[pole] ?? 0,
              }))}
            />
          </Box>
        );
      })}
    </Box>
  );
}
