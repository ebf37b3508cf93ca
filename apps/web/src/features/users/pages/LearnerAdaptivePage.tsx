// Read only, for an admin: what a learner's path in a course is built from (learning-style result, level, path
// with its reasons, mastery per learning object), to answer "why did Parcours show me this?".
import { ArrowBack } from '@mui/icons-material';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { formatPercent } from '../../../shared/format/numbers';
import { errorMessageKey, isHttpError } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import { ResponsiveTable } from '../../../shared/ui/list';
import { GainsFigures, masteryPercent, PathSteps } from '../../learning-paths';
import { StyleResultView } from '../../questionnaire';
import { type LearnerAdaptive, useLearnerAdaptive } from '../api/getLearnerAdaptive';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `adaptive-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="h3" id={id} sx={{ fontSize: '1.3rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function MasteryTable({ mastery }: { mastery: LearnerAdaptive['mastery'] }) {
  const { t, i18n } = useTranslation();
  if (mastery.learningObjects.length === 0) {
    return <Typography color="text.secondary">{t('users.adaptive.noLearningObjects')}</Typography>;
  }
  return (
    <ResponsiveTable
      caption={t('users.adaptive.masteryTitle')}
      rows={mastery.learningObjects}
      rowKey={(lo) => lo.learningObjectId}
      rowProps={(lo) => ({ 'data-testid': `mastery-${lo.learningObjectId}` })}
      dense
      columns={[
        {
          key: 'title',
          label: t('users.adaptive.columns.learningObject'),
          phone: 'title',
          render: (lo) => lo.title,
        },
        {
          key: 'estimate',
          label: t('users.adaptive.columns.estimate'),
          numeric: true,
          cellSx: { fontVariantNumeric: 'tabular-nums' },
          render: (lo) =>
            lo.pKnown === null
              ? t('users.adaptive.notAssessed')
              : t('users.adaptive.percent', {
                  percent: formatPercent(masteryPercent(lo.pKnown), i18n.language),
                }),
        },
        {
          key: 'observations',
          label: t('users.adaptive.columns.observations'),
          numeric: true,
          cellSx: { fontVariantNumeric: 'tabular-nums' },
          render: (lo) => lo.observations,
        },
        {
          key: 'state',
          label: t('users.adaptive.columns.state'),
          render: (lo) =>
            lo.mastered ? (
              <Chip size="small" color="success" variant="outlined" label={t('learningPaths.mastered')} />
            ) : (
              t('users.adaptive.notMastered')
            ),
        },
      ]}
    />
  );
}

export function AdaptiveView({ view }: { view: LearnerAdaptive }) {
  const { t, i18n } = useTranslation();
  const { progress } = view.mastery;
  return (
    <Stack spacing={4}>
      <Section title={t('users.adaptive.levelTitle')}>
        <Typography data-testid="adaptive-level">
          {view.level ? t(`learningPaths.levels.${view.level}`) : t('users.adaptive.noLevel')}
        </Typography>
      </Section>

      <Section title={t('users.adaptive.styleTitle')}>
        {view.result ? (
          <StyleResultView result={view.result} />
        ) : (
          <Typography color="text.secondary">{t('users.adaptive.noResult')}</Typography>
        )}
      </Section>

      <Section title={t('users.adaptive.pathTitle')}>
        <Stack spacing={2}>
          {view.path.sequential && <Typography>{t('learningPaths.sequential')}</Typography>}
          {view.path.reasons.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label={t('users.adaptive.pathReasons')}>
              {view.path.reasons.map((reason) => (
                <li key={reason.key}>
                  <Typography variant="body2">{reason.text}</Typography>
                </li>
              ))}
            </Box>
          )}
          {view.path.steps.length > 0 ? (
            <PathSteps path={view.path} readOnly />
          ) : (
            <Typography color="text.secondary">{t('users.adaptive.noSteps')}</Typography>
          )}
        </Stack>
      </Section>

      <Section title={t('users.adaptive.masteryTitle')}>
        <Typography sx={{ mb: 1.5 }}>
          {t('users.adaptive.progress', {
            done: progress.done,
            mastered: progress.mastered,
            total: progress.total,
            percent: formatPercent(progress.percent, i18n.language),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('users.adaptive.progressExplained')}
        </Typography>
        <MasteryTable mastery={view.mastery} />
      </Section>

      <Section title={t('users.adaptive.gainsTitle')}>
        <GainsFigures gains={view.gains} />
      </Section>
    </Stack>
  );
}

export function LearnerAdaptivePage() {
  const { t } = useTranslation();
  const params = useParams();
  const userId = Number(params.userId);
  const courseId = Number(params.courseId);
  const valid = [userId, courseId].every((id) => Number.isInteger(id) && id > 0);
  const view = useLearnerAdaptive(userId, courseId);
  const back = (
    <Button
      component={RouterLink}
      to={valid ? paths.admin.user(userId) : paths.admin.usersTab('all')}
      startIcon={<ArrowBack />}
    >
      {t(valid ? 'users.adaptive.back' : 'users.backToList')}
    </Button>
  );

  if (!valid || (isHttpError(view.error) && view.error.status === 404)) {
    return (
      <EmptyState
        headingLevel="h2"
        title={t('users.adaptive.notEnrolled.title')}
        text={t('users.adaptive.notEnrolled.text')}
        action={back}
      />
    );
  }
  if (view.isError) {
    return (
      <Stack spacing={2}>
        <Box>{back}</Box>
        <Alert severity="error">{translateMessage(errorMessageKey(view.error))}</Alert>
      </Stack>
    );
  }
  if (!view.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('users.adaptive.loading')} />
      </Box>
    );
  }

  const { learner, course } = view.data;
  return (
    <Stack spacing={3}>
      <Box>{back}</Box>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
          {t('users.adaptive.pageTitle', {
            name: `${learner.firstName} ${learner.lastName}`.trim(),
            course: course.title,
          })}
        </Typography>
        <Typography color="text.secondary">{t('users.adaptive.readOnly')}</Typography>
      </Box>
      <AdaptiveView view={view.data} />
    </Stack>
  );
}
