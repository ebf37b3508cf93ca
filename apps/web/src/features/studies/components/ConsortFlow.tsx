// The CONSORT 2010 participant flow drawn as boxes with arrows (docs/studies.md §4): enrolled, with those who
// declined or have not decided beside it; consented, with those awaiting allocation or who withdrew before it;
// randomised; then one column per condition from allocation to analysis, with those who withdrew, those lost to
// follow-up and the exclusions from analysis with their reasons beside the boxes they leave. The columns sit side
// by side on wide screens and one under the other on a phone, so every box keeps its words and count.
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { StudyCondition } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { type ArmStage, armCount, exclusionReasons, type SharedStage, type StudyFlow } from '../model/flow';

function FlowBox({
  label,
  count,
  testId,
  muted,
  details,
}: {
  label: string;
  count: number;
  testId: string;
  muted?: boolean;
  /** Lines under the count, such as the reasons of the exclusions. */
  details?: { label: string; count: number; testId: string }[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      sx={{
        px: 1.5,
        py: 1,
        borderRadius: 2,
        textAlign: 'center',
        borderWidth: muted ? 1 : 2,
        borderStyle: muted ? 'dashed' : 'solid',
        borderColor: muted ? 'divider' : 'primary.main',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }} data-testid={`${testId}-count`}>
        {count.toLocaleString(i18n.language)}
      </Typography>
      {details && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {details.map((d) => (
            <Typography
              key={d.testId}
              component="li"
              variant="body2"
              color="text.secondary"
              data-testid={d.testId}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {t('studies.flow.reason', { label: d.label, n: d.count.toLocaleString(i18n.language) })}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** A short arrow pointing down, centred in its column. */
function DownArrow() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', color: 'text.secondary' }}>
      <svg width="16" height="24" viewBox="0 0 16 24" aria-hidden="true" focusable="false">
        <line x1="8" y1="0" x2="8" y2="17" stroke="currentColor" strokeWidth="2" />
        <path d="M2 15 L8 23 L14 15 Z" fill="currentColor" />
      </svg>
    </Box>
  );
}

/** The columns of a flow row: the main box, the sideways arrow, the side boxes (as wide as the main on a phone). */
const rowColumns = {
  xs: 'minmax(0, 1fr) 28px minmax(0, 1fr)',
  sm: 'minmax(0, 3fr) 28px minmax(0, 2fr)',
};

/** A main box with, when given, the boxes of those who leave the flow there beside it, joined by an arrow. */
function Step({ main, side }: { main: React.ReactNode; side?: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: rowColumns, alignItems: 'center', gap: 0.5 }}>
      {main}
      {side ? (
        <>
          <Box sx={{ color: 'text.secondary', display: 'flex', justifyContent: 'center' }}>
            <svg width="28" height="16" viewBox="0 0 28 16" aria-hidden="true" focusable="false">
              <line x1="0" y1="8" x2="20" y2="8" stroke="currentColor" strokeWidth="2" />
              <path d="M18 2 L27 8 L18 14 Z" fill="currentColor" />
            </svg>
          </Box>
          <Stack spacing={0.5}>{side}</Stack>
        </>
      ) : null}
    </Box>
  );
}

/** An arrow down under the main boxes' column. */
function Down() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: rowColumns, columnGap: 0.5 }}>
      <DownArrow />
    </Box>
  );
}

export function ConsortFlow({ flow, conditions }: { flow: StudyFlow; conditions: StudyCondition[] }) {
  const { t } = useTranslation();
  const label = (stage: string) => t(`studies.flow.${stage}`);
  const box = (stage: SharedStage, muted = false) => (
    <FlowBox label={label(stage)} count={flow[stage]} testId={`flow-${stage}`} muted={muted} />
  );
  const arm = (stage: ArmStage, condition: StudyCondition, muted = false) => (
    <FlowBox
      label={label(stage)}
      count={armCount(flow, stage, condition)}
      testId={`flow-${stage}-${condition}`}
      muted={muted}
    />
  );
  return (
    <Box data-testid="consort-flow" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ maxWidth: 560, width: '100%', mx: 'auto' }}>
        <Step
          main={box('enrolled')}
          side={
            <>
              {box('declined', true)}
              {box('undecided', true)}
            </>
          }
        />
        <Down />
        <Step
          main={box('consented')}
          side={
            <>
              {box('awaiting_allocation', true)}
              {box('withdrawn_before_allocation', true)}
            </>
          }
        />
        <Down />
        <Step main={box('randomised')} />
        <Down />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: `repeat(${Math.min(conditions.length, 2)}, minmax(0, 1fr))`,
          },
        }}
      >
        {conditions.map((condition) => {
          const excluded = exclusionReasons.reduce(
            (n, r) => n + armCount(flow, `excluded_${r}`, condition),
            0,
          );
          return (
            <Box
              key={condition}
              component="section"
              aria-label={t(`studies.conditions.${condition}`)}
              data-testid={`flow-arm-${condition}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
            >
              <Typography variant="subtitle2" component="h3" sx={{ textAlign: 'center', mb: 1 }}>
                {t(`studies.conditions.${condition}`)}
              </Typography>
              <Step main={arm('allocated', condition)} side={arm('withdrew', condition, true)} />
              <Down />
              <Step main={arm('pretest', condition)} />
              <Down />
              <Step main={arm('completed', condition)} />
              <Down />
              <Step main={arm('posttest', condition)} side={arm('lost', condition, true)} />
              <Down />
              <Step
                main={arm('analysed', condition)}
                side={
                  <FlowBox
                    label={label('excluded')}
                    count={excluded}
                    testId={`flow-excluded-${condition}`}
                    muted
                    details={exclusionReasons.map((reason) => ({
                      label: t(`studies.flow.reasons.${reason}`),
                      count: armCount(flow, `excluded_${reason}`, condition),
                      testId: `flow-excluded_${reason}-${condition}`,
                    }))}
                  />
                }
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
