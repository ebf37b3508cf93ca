// The course player (/dashboard/student/courses/{courseId}, docs/design/product.md §4): one learning object at a
// time, in the order of the learner's path (the author's order when the path cannot be read), with previous and
// next, beside an outline of the units and their learning objects with their states (a drawer on a phone), the
// one progress figure, keyboard shortcuts, and the resume point kept by the server ("continue where you left
// off"). `#lo-{id}` in the address names the learning object on screen.

import { ArrowBack, ArrowForward, Close, Keyboard, Lock, MenuOpen } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Drawer,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import {
  LockNote,
  lockReasons,
  OptionalReviewChip,
  ProgressFigure,
  useLearningPath,
} from '../../learning-paths';
import { useCourseContent } from '../api/getCourseContent';
import { usePlayerState } from '../api/getPlayerState';
import { useMoveResumePoint } from '../api/moveResumePoint';
import { LearningObjectView } from '../components/LearningObjectView';
import { PlayerOutline } from '../components/PlayerOutline';
import { ShortcutsDialog } from '../components/ShortcutsDialog';
import {
  neighbours,
  type PlayerObject,
  playerOutline,
  sequenceOf,
  shortcutOf,
  startObject,
  targetFromHash,
} from '../model/player';

/** Keys typed in a field, a button's own keys or a dialog are never shortcuts. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="dialog"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function CourseViewerPage() {
  const { t } = useTranslation();
  const courseId = Number(useParams().courseId);
  const content = useCourseContent(courseId);
  const path = useLearningPath(courseId);
  const contentOpen = content.isSuccess && !content.data.waitsForPretest;
  const player = usePlayerState(courseId, contentOpen);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const moveResume = useMoveResumePoint(courseId);
  const objectRef = useRef<HTMLDivElement>(null);
  const currentLinkRef = useRef<HTMLAnchorElement>(null);

  // Laid out once the path and the player state are read too (or could not be).
  const loaded = content.isSuccess && !path.isPending && !(contentOpen && player.isPending);
  const pathData = path.data ?? null;
  const opened = player.data?.openedLearningObjectIds;
  const outline = useMemo(
    () => (content.isSuccess ? playerOutline(content.data, pathData, { opened: new Set(opened ?? []) }) : []),
    [content.isSuccess, content.data, pathData, opened],
  );
  const sequence = useMemo(() => sequenceOf(outline), [outline]);
  const target = targetFromHash(hash);
  // The resume point is read once, when the player opens: moving it later does not move the learner.
  const resumeAtOpen = useRef<number | null | undefined>(undefined);
  if (resumeAtOpen.current === undefined && (player.isSuccess || player.isError))
    resumeAtOpen.current = player.data?.resume?.learningObjectId ?? null;
  const start = startObject(sequence, {
    target,
    resume: resumeAtOpen.current,
    nextBest: pathData?.nextStep?.learningObjectId ?? null,
  });
  const current = start.object;
  const currentId = current?.lo.id ?? null;
  const { previous, next } =
    currentId === null ? { previous: null, next: null } : neighbours(sequence, currentId);

  // The object on screen becomes the resume point (an open one, once per change).
  const storedResume = player.data?.resume?.learningObjectId ?? null;
  const { mutate: saveResume } = moveResume;
  useEffect(() => {
    if (!loaded || !contentOpen || !current || current.state === 'locked') return;
    if (current.lo.id !== storedResume) saveResume(current.lo.id);
  }, [loaded, contentOpen, current, storedResume, saveResume]);

  // Opened at, or moved to, a learning object named in the address: bring it into view and move focus there.
  useEffect(() => {
    if (!loaded || target === null || currentId !== target) return;
    const element = objectRef.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [loaded, target, currentId]);

  const go = (object: PlayerObject | null) => {
    if (object) navigate({ hash: `lo-${object.lo.id}` });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typingIn(event.target)) return;
      const action = shortcutOf(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'next') go(next);
      else if (action === 'previous') go(previous);
      else if (action === 'help') setHelpOpen(true);
      else if (wide) currentLinkRef.current?.focus();
      else setDrawerOpen((open) => !open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (content.isError) return <Alert severity="error">{t(errorMessageKey(content.error))}</Alert>;
  if (!loaded) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('viewer.loading')} />
      </Box>
    );
  }
  if (content.data.waitsForPretest) {
    // The course waits for the pretest (docs/design/adaptive.md §2): offer it rather than an empty course.
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={RouterLink} to={paths.dashboard.pretestCourse(courseId)}>
            {t('viewer.takePretest')}
          </Button>
        }
      >
        {t('viewer.waitsForPretest')}
      </Alert>
    );
  }

  const data = content.data;
  const courseQuiz = pathData?.courseQuiz ?? 'none';
  const unitOf = current ? outline.find((u) => u.unit.id === current.unit.id) : undefined;
  const locked = current?.state === 'locked';
  const outlineView = (
    <PlayerOutline
      ref={currentLinkRef}
      outline={outline}
      currentId={currentId}
      onChoose={() => setDrawerOpen(false)}
    />
  );

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
        <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2 }}>
          {data.course.title}
        </Typography>
        {pathData && (
          <Box sx={{ mb: 2 }} data-testid="viewer-progress">
            <ProgressFigure progress={pathData.progress} id="course-progress-label" />
          </Box>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={paths.student.coursePath(courseId)} variant="contained">
            {t('viewer.myPath')}
          </Button>
          {/* The course quiz is offered as the pretest until it is taken, then only as the post-test once the
              course is completed: never reopened in between. */}
          {data.quiz && data.quiz.questionsCount > 0 && courseQuiz === 'pretest' && (
            <Button component={RouterLink} to={paths.dashboard.pretestCourse(courseId)} variant="outlined">
              {t('viewer.takePretest')}
            </Button>
          )}
          {data.quiz && data.quiz.questionsCount > 0 && courseQuiz === 'posttest' && (
            <Button component={RouterLink} to={paths.student.takeQuiz(courseId)} variant="outlined">
              {t('viewer.takePostTest')}
            </Button>
          )}
          {!wide && sequence.length > 0 && (
            <Button
              variant="outlined"
              startIcon={<MenuOpen />}
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
              data-testid="player-outline-toggle"
            >
              {t('viewer.player.outline')}
            </Button>
          )}
          <Tooltip title={t('viewer.player.shortcuts.title')}>
            <IconButton
              onClick={() => setHelpOpen(true)}
              aria-label={t('viewer.player.shortcuts.title')}
              aria-haspopup="dialog"
              // A phone has no keyboard to use them with.
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              <Keyboard />
            </IconButton>
          </Tooltip>
        </Stack>
      </Paper>

      {data.units.length === 0 ? (
        <EmptyState headingLevel="h2" title={t('viewer.emptyTitle')} text={t('viewer.emptyText')} />
      ) : (
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
          {wide && (
            <Paper
              variant="outlined"
              sx={{
                width: 300,
                flexShrink: 0,
                p: 2,
                borderRadius: 3,
                position: 'sticky',
                top: 86,
                maxHeight: 'calc(100vh - 110px)',
                overflowY: 'auto',
              }}
            >
              {outlineView}
            </Paper>
          )}
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            {start.from === 'resume' && target === null && current && (
              <Alert severity="info" data-testid="player-resumed">
                {t('viewer.player.resumed', { title: current.lo.title })}
              </Alert>
            )}
            {current && unitOf ? (
              <Box
                component="section"
                aria-labelledby={`unit-${current.unit.id}`}
                data-testid="unit"
                data-unit-id={current.unit.id}
                data-locked={locked ? 'true' : 'false'}
              >
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                  <Typography id={`unit-${current.unit.id}`} variant="h6" component="h3">
                    {locked && (
                      <Lock
                        fontSize="small"
                        aria-hidden="true"
                        sx={{ color: 'text.secondary', verticalAlign: 'text-bottom', mr: 0.75 }}
                      />
                    )}
                    {current.unit.title}
                  </Typography>
                  <Chip
                    size="small"
                    label={t(`viewer.unitType.${current.unit.type}`, { defaultValue: current.unit.type })}
                  />
                  {unitOf.step?.role === 'review' && <OptionalReviewChip />}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ ml: 'auto' }}
                    data-testid="player-position"
                  >
                    {t('viewer.player.position', { index: current.index + 1, total: sequence.length })}
                  </Typography>
                </Stack>
                {locked && pathData && unitOf.step && (
                  <Box sx={{ mb: 2 }}>
                    <LockNote unit reasons={lockReasons(pathData, unitOf.step)} />
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {t('viewer.lockedUnit')}
                    </Typography>
                  </Box>
                )}
                <LearningObjectView key={current.lo.id} ref={objectRef} lo={current.lo} locked={locked} />
              </Box>
            ) : (
              <Typography color="text.secondary">{t('viewer.noObjects')}</Typography>
            )}
            <Stack
              component="nav"
              aria-label={t('viewer.player.steps')}
              direction="row"
              sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
            >
              {previous ? (
                <Button
                  variant="outlined"
                  startIcon={<ArrowBack />}
                  component={RouterLink}
                  to={{ hash: `lo-${previous.lo.id}` }}
                  data-testid="player-previous"
                  sx={{ maxWidth: '100%' }}
                >
                  {t('viewer.player.previous', { title: previous.lo.title })}
                </Button>
              ) : (
                <span />
              )}
              {next ? (
                <Button
                  variant="contained"
                  endIcon={<ArrowForward />}
                  component={RouterLink}
                  to={{ hash: `lo-${next.lo.id}` }}
                  data-testid="player-next"
                  sx={{ maxWidth: '100%' }}
                >
                  {t('viewer.player.next', { title: next.lo.title })}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={paths.student.coursePath(courseId)}
                  data-testid="player-finish"
                >
                  {t('viewer.player.finish')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Box>
      )}
      <Drawer
        open={!wide && drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { sx: { width: 'min(320px, 85vw)', p: 2 } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('viewer.player.outline')}</Typography>
          <IconButton onClick={() => setDrawerOpen(false)} aria-label={t('viewer.player.closeOutline')}>
            <Close />
          </IconButton>
        </Stack>
        {outlineView}
      </Drawer>
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Stack>
  );
}
