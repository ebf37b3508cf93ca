// The study's pre-registered plan beside its figures (docs/studies.md §2): the hypotheses, primary outcome,
// post-test rule and analysis as written before the data, the power calculation and the learners it calls for
// per condition against those analysed so far; frozen since the study opened.
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { StudyDashboard } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/SectionCard';
import type { StudyDetail } from '../api/getStudy';

export function StudyPlan({
  study,
  conditions,
}: {
  study: StudyDetail;
  conditions: StudyDashboard['conditions'];
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const label = (key: string) => t(`studies.dashboard.plan.${key}`);
  const plan = study.plan;
  if (!plan) return null;
  const number = (v: number) => v.toLocaleString(lng);
  const entries: [string, string][] = [
    [label('hypotheses'), plan.hypotheses],
    [label('outcome'), plan.primaryOutcome],
    [label('postTestRule'), t(`studies.postTestRules.${study.postTestRule}`)],
    [label('analysis'), plan.analysis],
    [
      label('power'),
      t('studies.dashboard.plan.powerText', {
        d: number(plan.effectSize),
        alpha: number(plan.alpha),
        power: number(plan.power),
        r: number(plan.prePostCorrelation),
        n: number(study.plannedPerCondition ?? 0),
      }),
    ],
    [
      label('progress'),
      conditions
        .map((c) =>
          t('studies.dashboard.plan.progressText', {
            condition: t(`studies.conditions.${c.condition}`),
            n: number(c.n),
            target: number(study.plannedPerCondition ?? 0),
          }),
        )
        .join(' · '),
    ],
  ];
  return (
    <SectionCard id="study-plan" title={label('title')} subtitle={label('subtitle')}>
      <Stack spacing={1.5}>
        <Box>
          <Chip
            size="small"
            variant="outlined"
            color={study.state === 'draft' ? 'warning' : 'success'}
            label={study.state === 'draft' ? label('draft') : label('frozen')}
            data-testid="study-plan-state"
          />
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'minmax(10rem, 14rem) 1fr' }, gap: 1 }}
        >
          {entries.map(([term, text]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="subtitle2">
                {term}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </SectionCard>
  );
}
