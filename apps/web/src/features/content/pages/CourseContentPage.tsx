// The course editor (/dashboard/admin/courses/{courseId}/content): units with their learning objects, created,
// edited, reordered and deleted; the quiz builder for the course quiz and each learning object's quiz.
import { Add, ArrowDownward, ArrowUpward, Delete, Edit, Grading, Quiz } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import { useConfirm } from '../../../shared/ui/ConfirmDialog';
import { useCourseQuiz } from '../api/courseQuiz';
import { useDeleteUnit } from '../api/deleteUnit';
import { useAdminCourse } from '../api/getCourseTitle';
import { type Unit, type UnitLearningObject, useUnits } from '../api/getUnits';
import { moved, useReorder } from '../api/reorder';
import { QuizBuilderDialog } from '../components/QuizBuilderDialog';
import { UnitDialog } from '../components/UnitDialog';

type QuizTarget = { kind: 'course' } | { kind: 'lo'; lo: UnitLearningObject };

export function CourseContentPage() {
  const { t } = useTranslation();
  const courseId = Number(useParams().courseId);
  const course = useAdminCourse(courseId);
  const units = useUnits(courseId);
  const courseQuiz = useCourseQuiz(courseId);
  const reorder = useReorder();
  const remove = useDeleteUnit();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ unit: Unit | null } | null>(null);
  const [quizTarget, setQuizTarget] = useState<QuizTarget | null>(null);

  if (units.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('content.loading')} />
      </Box>
    );
  }
  if (units.isError) return <Alert severity="error">{t(errorMessageKey(units.error))}</Alert>;

  const list = units.data;
  const unitIds = list.map((u) => u.id);
  const questionsOf = (n: number | undefined) => t('content.quiz.questionsCount', { count: n ?? 0 });

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
        <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' }, mb: 1 }}>
          {course.data?.title ?? t('content.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('content.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ unit: null })}>
            {t('content.unit.add')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<Quiz />}
            onClick={() => setQuizTarget({ kind: 'course' })}
            disabled={courseQuiz.isPending}
          >
            {t('content.quiz.editCourseQuiz')} ({questionsOf(courseQuiz.data?.questions.length)})
          </Button>
          <Button component={RouterLink} to={paths.admin.courseGradebook(courseId)} startIcon={<Grading />}>
            {t('content.gradebook')}
          </Button>
          <Button component={RouterLink} to={paths.admin.course(courseId)}>
            {t('content.backToCourse')}
          </Button>
        </Stack>
      </Paper>

      {list.length === 0 ? (
        <EmptyState headingLevel="h2" title={t('content.emptyTitle')} text={t('content.emptyText')} />
      ) : (
        list.map((unit, u) => {
          const loIds = unit.learningObjects.map((lo) => lo.id);
          return (
            <Paper
              key={unit.id}
              component="section"
              aria-labelledby={`unit-${unit.id}`}
              variant="outlined"
              sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
              data-testid="unit-card"
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography id={`unit-${unit.id}`} variant="h5" component="h3">
                    {unit.title}
                  </Typography>
                  <Chip
                    size="small"
                    label={t(`content.unit.types.${unit.type}`, { defaultValue: unit.type })}
                  />
                </Stack>
                <Box>
                  <Tooltip title={t('content.unit.moveUp')}>
                    <span>
                      <IconButton
                        aria-label={t('content.unit.moveUpNamed', { title: unit.title })}
                        disabled={u === 0 || reorder.isPending}
                        onClick={() => {
                          const ids = moved(unitIds, u, -1);
                          if (ids) reorder.mutate({ courseId, unitIds: ids });
                        }}
                      >
                        <ArrowUpward />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t('content.unit.moveDown')}>
                    <span>
                      <IconButton
                        aria-label={t('content.unit.moveDownNamed', { title: unit.title })}
                        disabled={u === list.length - 1 || reorder.isPending}
                        onClick={() => {
                          const ids = moved(unitIds, u, 1);
                          if (ids) reorder.mutate({ courseId, unitIds: ids });
                        }}
                      >
                        <ArrowDownward />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <IconButton
                    aria-label={t('content.unit.editNamed', { title: unit.title })}
                    onClick={() => setEditing({ unit })}
                  >
                    <Edit />
                  </IconButton>
                  <IconButton
                    aria-label={t('content.unit.deleteNamed', { title: unit.title })}
                    onClick={async () => {
                      if (await confirm.ask(t('content.unit.confirmDelete', { title: unit.title })))
                        remove.mutate({ courseId, unitId: unit.id });
                    }}
                  >
                    <Delete />
                  </IconButton>
                </Box>
              </Stack>
              {unit.learningObjects.length === 0 ? (
                <Typography color="text.secondary">{t('content.lo.none')}</Typography>
              ) : (
                <List aria-label={t('content.lo.listOf', { title: unit.title })} sx={{ pb: 0 }}>
                  {unit.learningObjects.map((lo, i) => (
                    <ListItem
                      key={lo.id}
                      divider={i < unit.learningObjects.length - 1}
                      sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}
                      data-testid="lo-row"
                    >
                      <ListItemText
                        primary={lo.title}
                        secondary={`${t(`content.lo.types.${lo.type}`, { defaultValue: lo.type })} · ${t('content.section.count', { count: lo.sections.length })} · ${questionsOf(lo.quiz?.questions.length)}`}
                      />
                      <Box>
                        <IconButton
                          aria-label={t('content.lo.moveUpNamed', { title: lo.title })}
                          disabled={i === 0 || reorder.isPending}
                          onClick={() => {
                            const ids = moved(loIds, i, -1);
                            if (ids) reorder.mutate({ courseId, unitId: unit.id, learningObjectIds: ids });
                          }}
                        >
                          <ArrowUpward />
                        </IconButton>
                        <IconButton
                          aria-label={t('content.lo.moveDownNamed', { title: lo.title })}
                          disabled={i === loIds.length - 1 || reorder.isPending}
                          onClick={() => {
                            const ids = moved(loIds, i, 1);
                            if (ids) reorder.mutate({ courseId, unitId: unit.id, learningObjectIds: ids });
                          }}
                        >
                          <ArrowDownward />
                        </IconButton>
                        <Button
                          size="small"
                          startIcon={<Quiz />}
                          onClick={() => setQuizTarget({ kind: 'lo', lo })}
                          aria-label={t('content.quiz.editLoQuizNamed', { title: lo.title })}
                        >
                          {t('content.quiz.editLoQuiz')}
                        </Button>
                      </Box>
                    </ListItem>
                  ))}
                </List>
              )}
            </Paper>
          );
        })
      )}

      <UnitDialog
        open={editing !== null}
        courseId={courseId}
        unit={editing?.unit ?? null}
        onClose={() => setEditing(null)}
      />
      <QuizBuilderDialog
        open={quizTarget !== null}
        title={
          quizTarget?.kind === 'lo'
            ? t('content.quiz.loTitle', { title: quizTarget.lo.title })
            : t('content.quiz.courseTitle')
        }
        owner={quizTarget?.kind === 'lo' ? { courseId, learningObjectId: quizTarget.lo.id } : { courseId }}
        quiz={quizTarget?.kind === 'lo' ? quizTarget.lo.quiz : courseQuiz.data}
        onClose={() => setQuizTarget(null)}
      />
      {confirm.dialog}
    </Stack>
  );
}
