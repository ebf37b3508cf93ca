// My quizzes (/dashboard/student/my-quizzes): the learner's score records, server-paginated.
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Pagination,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { pagination } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { errorMessageKey } from '../../../shared/http';
import { EmptyState } from '../../../shared/ui';
import { useQuizScores } from '../api/getQuizScores';
import { ScoreChip } from '../components/ScoreChip';

const perPage = pagination.rowsPerPage;

export function MyQuizzesPage() {
  const { t } = useTranslation();
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
                      {row.quiz.learningObject && (
                        <Typography variant="body2" color="text.secondary">
                          {row.quiz.learningObject.title}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{t(`quizzes.kind.${row.kind}`)}</TableCell>
                    <TableCell align="right">
                      {row.score} / {row.totalScorePossible}
                    </TableCell>
                    <TableCell>
                      <ScoreChip percentage={row.percentage} />
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={row.status === 'passed' ? 'success' : 'error'}
                        label={t(`quizzes.status.${row.status}`)}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
