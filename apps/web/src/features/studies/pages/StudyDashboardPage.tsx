// /studies/{studyId}: a study's dashboard (docs/design/adaptive.md §10): the CONSORT flow, the primary analysis
// (ANCOVA), the WWC attrition and equivalence tests, the style interactions, the figures per condition, Hedges'
// g of the normalized change, attrition and balance, each chart with its table, and the package.
import { Download, Edit, Lock, LockOpen } from '@mui/icons-material';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { roles, type StudyDashboard } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { paths } from '../../../shared/paths';
import { selectUser, useAppSelector } from '../../../shared/store';
import { ChartCard } from '../../../shared/ui/ChartCard';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useChangeStudyState } from '../api/changeStudyState';
import { useStudyPackage } from '../api/downloadStudyPackage';
import { type StudyDetail, useStudy } from '../api/getStudy';
import { useStudyDashboard } from '../api/getStudyDashboard';
import { ConsortFlow } from '../components/ConsortFlow';
import { FlowTable } from '../components/FlowTable';
import { Instruments } from '../components/Instruments';
import { IntervalPlot } from '../components/IntervalPlot';
import { PrimaryAnalysis } from '../components/PrimaryAnalysis';
import {
  AttritionTable,
  ComparisonsTable,
  ConditionsTable,
  comparisonLabel,
  LevelBalanceTable,
  StyleBalanceTables,
} from '../components/ResultTables';
import { StandardsTable } from '../components/StandardsTable';
import { StudyPlan } from '../components/StudyPlan';
import { StudyStateChip } from '../components/StudyStateChip';
import { StyleInteractions } from '../components/StyleInteractions';
import { flowConditions } from '../model/flow';

export function StudyDashboardPage() {
  const id = Number(useParams().studyId);
  const study = useStudy(id);
  const dashboard = useStudyDashboard(id);
  if (study.isPending || dashboard.isPending) return <Loading />;
  if (study.isError) return <LoadError error={study.error} onRetry={() => void study.refetch()} />;
  if (dashboard.isError)
    return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  return <StudyDashboardView study={study.data} data={dashboard.data} />;
}

function StudyHeader({ study }: { study: StudyDetail }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const change = useChangeStudyState();
  const download = useStudyPackage();
  const isAdmin = user?.role === roles.admin;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.6rem' }} data-testid="study-title">
          {study.title}
        </Typography>
        <StudyStateChip state={study.state} />
      </Stack>
      <Typography color="text.secondary" data-testid="study-meta">
        {t('studies.dashboard.meta', {
          courses: study.courses.map((c) => c.title).join(', '),
          from: formatDate(study.opensAt),
          to: formatDate(study.closesAt),
          version: study.version,
        })}
      </Typography>
      {study.description && <Typography>{study.description}</Typography>}
      {/* Which post-test the figures below count: the study's rule, its courses' rule, frozen at opening. */}
      <Typography color="text.secondary" data-testid="study-post-test-rule">
        {t(`postTestRule.${study.postTestRule}`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<Download />}
          loading={download.isPending}
          onClick={() => download.mutate(study.id)}
          data-testid="study-package"
        >
          {t('studies.dashboard.package.action')}
        </Button>
        <Button
          component={RouterLink}
          to={paths.studies.edit(study.id)}
          variant="outlined"
          startIcon={<Edit />}
        >
          {t('studies.dashboard.edit')}
        </Button>
        {isAdmin && study.state === 'draft' && (
          <Button
            variant="outlined"
            color="success"
            startIcon={<LockOpen />}
            loading={change.isPending}
            onClick={() => change.mutate({ id: study.id, transition: 'open' })}
            data-testid="study-open"
          >
            {t('studies.state.open')}
          </Button>
        )}
        {study.state === 'open' && (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<Lock />}
            loading={change.isPending}
            onClick={() => change.mutate({ id: study.id, transition: 'close' })}
            data-testid="study-close"
          >
            {t('studies.state.close')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}

export function StudyDashboardView({ study, data }: { study: StudyDetail; data: StudyDashboard }) {
  const { t } = useTranslation();
  const conditions = flowConditions(
    data.flow,
    study.conditions.map((c) => c.condition),
  );
  const nlgRows = data.conditions.map((c) => ({
    key: c.condition,
    label: t(`studies.conditions.${c.condition}`),
    estimate: c.nlg.mean,
    low: c.nlg.ci_low,
    high: c.nlg.ci_high,
  }));
  const gRows = data.comparisons.map((c) => ({
    key: `${c.a}-${c.b}`,
    label: comparisonLabel(t, c),
    estimate: c.hedges_g,
    low: c.ci_low,
    high: c.ci_high,
  }));
  return (
    <Stack spacing={3} data-testid="study-dashboard">
      <StudyHeader study={study} />
      <ChartCard
        id="study-flow"
        title={t('studies.flow.title')}
        subtitle={t('studies.flow.subtitle')}
        chart={<ConsortFlow flow={data.flow} conditions={conditions} />}
        table={<FlowTable flow={data.flow} conditions={conditions} />}
      />
      <StudyPlan study={study} conditions={data.conditions} />
      <PrimaryAnalysis primary={data.primary} />
      <SectionCard
        id="study-standards"
        title={t('studies.dashboard.standards.title')}
        subtitle={t('studies.dashboard.standards.subtitle')}
      >
        <StandardsTable rows={data.standards} />
      </SectionCard>
      {data.interactions.length > 0 && <StyleInteractions rows={data.interactions} />}
      <Instruments data={data.instruments} courses={study.courses} />
      <SectionCard
        id="study-conditions"
        title={t('studies.dashboard.conditions.title')}
        subtitle={t('studies.dashboard.conditions.subtitle')}
      >
        <ConditionsTable rows={data.conditions} />
      </SectionCard>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12 }}>
          <ChartCard
            id="study-nlg"
            title={t('studies.dashboard.nlgChart.title')}
            subtitle={t('studies.dashboard.nlgChart.subtitle')}
            empty={nlgRows.some((r) => r.estimate !== null) ? null : t('studies.dashboard.tooFew')}
            chart={<IntervalPlot rows={nlgRows} />}
            table={<ConditionsTable rows={data.conditions} />}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <ChartCard
            id="study-effect"
            title={t('studies.dashboard.comparisons.title')}
            subtitle={t('studies.dashboard.comparisons.subtitle')}
            empty={gRows.some((r) => r.estimate !== null) ? null : t('studies.dashboard.tooFew')}
            chart={<IntervalPlot rows={gRows} />}
            table={<ComparisonsTable rows={data.comparisons} />}
          />
        </Grid>
      </Grid>
      <SectionCard id="study-comparisons" title={t('studies.dashboard.comparisons.tableTitle')}>
        <ComparisonsTable rows={data.comparisons} />
      </SectionCard>
      <SectionCard
        id="study-attrition"
        title={t('studies.dashboard.attrition.title')}
        subtitle={t('studies.dashboard.attrition.subtitle')}
      >
        <AttritionTable rows={data.conditions} />
      </SectionCard>
      <SectionCard
        id="study-balance"
        title={t('studies.dashboard.balance.title')}
        subtitle={t('studies.dashboard.balance.subtitle')}
      >
        <Stack spacing={3}>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {t('studies.dashboard.balance.levels')}
            </Typography>
            <LevelBalanceTable rows={data.balance.levels} />
          </Box>
          <StyleBalanceTables rows={data.balance.styles} />
        </Stack>
      </SectionCard>
    </Stack>
  );
}
