// My quizzes (/dashboard/student/my-quizzes): the learner's score records, server-paginated. A table on wider
// screens; on phones, where its six columns cannot fit, one card per record.
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Pagination,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { pagination } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { formatScore } from '../../../shared/format/numbers';
import { errorMessageKey } from '../../../shared/http';
import { EmptyState } from '../../../shared/ui';
import { ScoreChip } from '../../../shared/ui/ScoreChip';
import { type ScoreRecord, useQuizScores } from '../api/getQuizScores';

const perPage = pagination.rowsPerPage;

/** The quiz of a record: a learning object's by its title, a course quiz by its kind. */
function QuizName({ row }: { row: ScoreRecord }) {
  const { t } = useTranslation();
  return (
    <>
      {row.quiz.learningObject
        ? t('quizzes.titled', { title: row.quiz.learningObject.title })
        : t(`quizzes.kind.${row.kind}`)}
    </>
  );
}

/** Score out of the total; partial credit makes fractional scores (2.5 / 4), written in the reader's locale. */
function ScoreOutOf({ row }: { row: ScoreRecord }) {
  const { i18n } = useTranslation();
  return (
    <>
      {formatScore(row.score, i18n.language)} / {formatScore(row.totalScorePossible, i18n.language)}
    </>
  );
}

function StatusChip({ row }: { row: ScoreRecord }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={row.status === 'passed' ? 'success' : row.status === 'expired' ? 'default' : 'error'}
      label={t(`quizzes.status.${row.status}`)}
    />
  );
}

/** The phone layout: one card per record, the course as its heading. */
function ScoreCards({ rows }: { rows: ScoreRecord[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('quizzes.mine.title')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {rows.map((row) => (
        <Paper
          key={row.id}
          component="li"
          variant="outlined"
          sx={{ p: 2, borderRadius: 3 }}
          data-testid="score-row"
        >
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {row.quiz.course.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <QuizName row={row} />
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <ScoreChip percentage={row.percentage} />
            <StatusChip row={row} />
            <Typography variant="body2">
              {t('quizzes.mine.score')} <ScoreOutOf row={row} />
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {formatDateTime(row.createdAt)}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

export function MyQuizzesPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState<number>(pagination.firstPage);
  const scores = useQuizScores(page, perPage);

  if (scores.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('quizzes.loading')} />
      </Box>
    );
  }
  if (scores.isError) return <Alert severity="error">{t(errorMessageKey(scores.error))}</Alert>;

  const rows = scores.data.data;
  const total = scores.data.meta?.total ?? rows.length;
  const pages = Math.max(1, Math.ceil(total / (scores.data.meta?.perPage ?? perPage)));

  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('quizzes.mine.title')}
      </Typography>
      {rows.length === 0 ? (
        <EmptyState
          headingLevel="h2"
          title={t('quizzes.mine.emptyTitle')}
          text={t('quizzes.mine.emptyText')}
        />
      ) : (
        <>
          {phone ? (
            <ScoreCards rows={rows} />
          ) : (
            <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
              <Table aria-label={t('quizzes.mine.title')} size="small">
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      {t('quizzes.mine.course')}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {t('quizzes.mine.kind')}
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      {t('quizzes.mine.score')}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {t('quizzes.mine.percentage')}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {t('quizzes.mine.status')}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {t('quizzes.mine.date')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id} data-testid="score-row">
                      <TableCell component="th" scope="row">
                        {row.quiz.course.title}
                      </TableCell>
                      <TableCell>
                        <QuizName row={row} />
                      </TableCell>
                      <TableCell align="right">
                        <ScoreOutOf row={row} />
                      </TableCell>
                      <TableCell>
                        <ScoreChip percentage={row.percentage} />
                      </TableCell>
                      <TableCell>
                        <StatusChip row={row} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={pages}
              page={page}
              onChange={(_, p) => setPage(p)}
              getItemAriaLabel={(type, p) =>
                type === 'page' ? t('quizzes.mine.page', { page: p }) : t(`quizzes.mine.${type}`)
              }
            />
          )}
        </>
      )}
    </Box>
  );
}
