// The CONSORT-style flow drawn as boxes with arrows (docs/design/adaptive.md §10): enrolled, then who declined
// and who consented, who withdrew, then one column per condition from allocation to analysis. The columns sit
// side by side on wide screens and one under the other on a phone, so every box keeps its words and count.
import { Box, Paper, Typography } from '@mui/material';
import type { StudyCondition } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { type ArmStage, armCount, armStages, type StudyFlow } from '../model/flow';

function FlowBox({
  label,
  count,
  testId,
  muted,
}: {
  label: string;
  count: number;
  testId: string;
  muted?: boolean;
}) {
  const { i18n } = useTranslation();
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

/** A main box with an exclusion box beside it, joined by an arrow pointing to the side. */
function StepWithExclusion({ main, side }: { main: React.ReactNode; side: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 3fr) 28px minmax(0, 2fr)',
        alignItems: 'center',
        gap: 0.5,
      }}
    >
      {main}
      <Box sx={{ color: 'text.secondary', display: 'flex', justifyContent: 'center' }}>
        <svg width="28" height="16" viewBox="0 0 28 16" aria-hidden="true" focusable="false">
          <line x1="0" y1="8" x2="20" y2="8" stroke="currentColor" strokeWidth="2" />
          <path d="M18 2 L27 8 L18 14 Z" fill="currentColor" />
        </svg>
      </Box>
      {side}
    </Box>
  );
}

export function ConsortFlow({ flow, conditions }: { flow: StudyFlow; conditions: StudyCondition[] }) {
  const { t } = useTranslation();
  const stageLabel = (stage: string) => t(`studies.flow.${stage}`);
  return (
    <Box data-testid="consort-flow" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ maxWidth: 560, width: '100%', mx: 'auto' }}>
        <StepWithExclusion
          main={<FlowBox label={stageLabel('enrolled')} count={flow.enrolled} testId="flow-enrolled" />}
          side={<FlowBox label={stageLabel('declined')} count={flow.declined} testId="flow-declined" muted />}
        />
        <Box sx={{ width: 'calc(60% - 14px)' }}>
          <DownArrow />
        </Box>
        <StepWithExclusion
          main={<FlowBox label={stageLabel('consented')} count={flow.consented} testId="flow-consented" />}
          side={
            <FlowBox label={stageLabel('withdrawn')} count={flow.withdrawn} testId="flow-withdrawn" muted />
          }
        />
        <Box sx={{ width: 'calc(60% - 14px)' }}>
          <DownArrow />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: `repeat(${Math.min(conditions.length, 2)}, minmax(0, 1fr))`,
            lg: `repeat(${conditions.length}, minmax(0, 1fr))`,
          },
        }}
      >
        {conditions.map((condition) => (
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
            {armStages.map((stage: ArmStage, i) => (
              <Box key={stage}>
                {i > 0 && <DownArrow />}
                <FlowBox
                  label={stageLabel(stage)}
                  count={armCount(flow, stage, condition)}
                  testId={`flow-${stage}-${condition}`}
                />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
