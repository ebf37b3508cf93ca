// The learner's five latest quiz results, coloured by score band.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { ScoreChip } from '../../../shared/ui/ScoreChip';
import { ScrollArea } from '../../../shared/ui/ScrollArea';
import { SectionCard } from '../../../shared/ui/SectionCard';
import type { RecentQuizResult } from '../api/getUserDashboard';

export function RecentQuizResults({ results }: { results: RecentQuizResult[] }) {
  const { t } = useTranslation();
  const title = t('dashboards.student.quizzes.title');
  return (
    <SectionCard id="recent-quizzes" title={title}>
      {results.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.student.quizzes.empty')}</Typography>
      ) : (
        <ScrollArea label={title}>
          <Table size="small" aria-labelledby="recent-quizzes-title">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('dashboards.student.quizzes.quiz')}</TableCell>
                <TableCell scope="col">{t('dashboards.student.quizzes.date')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('dashboards.student.quizzes.score')}
                </TableCell>
                <TableCell scope="col">{t('dashboards.student.quizzes.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {results.map((r) => (
                <TableRow key={r.id} data-testid="recent-quiz">
                  <TableCell component="th" scope="row">
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {r.quiz.course.title}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {r.quiz.learningObject?.title ?? t(`dashboards.student.kinds.${r.kind}`)}
                    </Typography>
                  </TableCell>
                  <TableCell>{formatDateTime(r.createdAt)}</TableCell>
                  <TableCell align="right">
                    <ScoreChip percentage={r.percentage} />
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {t('dashboards.student.quizzes.marks', { score: r.score, total: r.totalScorePossible })}
                    </Typography>
                  </TableCell>
                  <TableCell>{t(`dashboards.student.attempt.${r.status}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollArea>
      )}
    </SectionCard>
  );
}
