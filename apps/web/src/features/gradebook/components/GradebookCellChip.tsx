// One cell of the gradebook: the attempt's percentage (two decimals, the reader's locale) on its status colour
// (passed, failed, expired); the status is also written for screen readers, and the score out of its total and
// the number of attempts are in the hover title and the hidden text.
import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatScore, none } from '../../../shared/format/numbers';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import type { GradebookCellItem } from '../api/getGradebook';

const colours = { passed: 'success', failed: 'error', expired: 'default' } as const;

export function GradebookCellChip({ cell }: { cell: GradebookCellItem | null | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!cell) {
    return (
      <Box component="span" title={t('gradebook.cell.none')} data-status="none">
        <span aria-hidden="true">{none}</span>
        <Box component="span" sx={visuallyHidden}>
          {t('gradebook.cell.none')}
        </Box>
      </Box>
    );
  }
  const status = t(`gradebook.cell.status.${cell.status}`);
  const details = [
    status,
    t('gradebook.cell.score', { score: formatScore(cell.score, lang), total: formatScore(cell.total, lang) }),
    t('gradebook.cell.attempts', { count: cell.attempts }),
    ...(cell.late ? [t('gradebook.cell.late')] : []),
  ].join(' · ');
  return (
    <Chip
      size="small"
      color={colours[cell.status]}
      variant={cell.status === 'expired' ? 'outlined' : 'filled'}
      title={details}
      data-status={cell.status}
      label={
        <>
          <span>
            {formatPercent(cell.percentage, lang, 2)}
            {cell.late && <span aria-hidden="true"> *</span>}
          </span>
          <Box component="span" sx={visuallyHidden}>{` (${details})`}</Box>
        </>
      }
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
