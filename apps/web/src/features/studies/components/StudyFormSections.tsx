// The sections of the study form (docs/design/adaptive.md §10): the study itself (title, description, courses,
// window), its conditions with weights and allocation seed (fixed once a learner is allocated), the consent
// texts in both languages, and the post-test settings.
import { Add, Casino, Delete } from '@mui/icons-material';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Grid,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { postTestRules, type StudyCondition, studyConditions } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { DateField } from '../../../shared/ui/DateField';
import type { CourseChoice } from '../api/listCourseChoices';
import { newSeed, plannedPerCondition, type StudyFormValues, unusedConditions } from '../model/studyForm';
import type { StudyFormState } from './useStudyForm';

export function StudyBasicsFields({ form, options }: { form: StudyFormState; options: CourseChoice[] }) {
  const { t } = useTranslation();
  const { values, errors, set, error, text } = form;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12 }}>
        <TextField {...text('title')} label={t('studies.form.title')} required />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <TextField {...text('description')} label={t('studies.form.description')} multiline minRows={2} />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <Autocomplete
          multiple
          id="study-courseIds"
          options={options}
          value={options.filter((o) => values.courseIds.includes(o.id))}
          onChange={(_e, chosen) =>
            set(
              'courseIds',
              chosen.map((c) => c.id),
            )
          }
          getOptionLabel={(o) => o.title}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('studies.form.courses')}
              required
              error={Boolean(errors.courseIds)}
              helperText={error('courseIds') ?? t('studies.form.coursesHint')}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateField
          {...text('opensAt')}
          onChange={(value) => set('opensAt', value)}
          label={t('studies.form.opensAt')}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateField
          {...text('closesAt')}
          onChange={(value) => set('closesAt', value)}
          label={t('studies.form.closesAt')}
          required
        />
      </Grid>
    </Grid>
  );
}

function ConditionRow({
  form,
  row,
  index,
  locked,
}: {
  form: StudyFormState;
  row: StudyFormValues['conditions'][number];
  index: number;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const { values, errors, set, error } = form;
  const setCondition = (patch: Partial<StudyFormValues['conditions'][number]>) =>
    set(
      'conditions',
      values.conditions.map((r, i) => (i === index ? { ...r, ...patch } : r)),
    );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      data-testid={`condition-row-${index}`}
    >
      <TextField
        select
        id={`study-condition-${index}`}
        label={t('studies.form.condition', { number: index + 1 })}
        value={row.condition}
        onChange={(e) => setCondition({ condition: e.target.value as StudyCondition })}
        error={Boolean(errors[`conditions.${index}.condition`])}
        helperText={error(`conditions.${index}.condition`)}
        disabled={locked}
        sx={{ flex: 2 }}
      >
        {studyConditions.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`studies.conditions.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`study-weight-${index}`}
        type="number"
        label={t('studies.form.weight')}
        value={row.weight}
        onChange={(e) => setCondition({ weight: e.target.value })}
        error={Boolean(errors[`conditions.${index}.weight`])}
        helperText={error(`conditions.${index}.weight`) ?? t('studies.form.weightHint')}
        disabled={locked}
        slotProps={{ htmlInput: { min: 1, max: 10, step: 1 } }}
        sx={{ flex: 1 }}
      />
      <IconButton
        aria-label={t('studies.form.removeCondition', { number: index + 1 })}
        onClick={() =>
          set(
            'conditions',
            values.conditions.filter((_, i) => i !== index),
          )
        }
        disabled={locked || values.conditions.length <= 2}
        sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
      >
        <Delete />
      </IconButton>
    </Stack>
  );
}

export function ConditionsFieldset({ form, locked }: { form: StudyFormState; locked: boolean }) {
  const { t } = useTranslation();
  const { values, errors, set, text } = form;
  const spare = unusedConditions(values.conditions);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} disabled={locked}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {t('studies.form.conditions')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('studies.form.conditionsHint')}
      </Typography>
      {errors.conditions && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="conditions-error">
          {translateMessage(errors.conditions)}
        </Alert>
      )}
      <Stack spacing={2}>
        {values.conditions.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <ConditionRow key={index} form={form} row={row} index={index} locked={locked} />
        ))}
      </Stack>
      <Button
        startIcon={<Add />}
        sx={{ mt: 1 }}
        disabled={locked || spare.length === 0}
        onClick={() => set('conditions', [...values.conditions, { condition: spare[0] ?? '', weight: '1' }])}
      >
        {t('studies.form.addCondition')}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          {...text('seed', t('studies.form.seedHint'))}
          label={t('studies.form.seed')}
          required
          disabled={locked}
        />
        <Button
          variant="outlined"
          startIcon={<Casino />}
          onClick={() => set('seed', newSeed())}
          disabled={locked}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          {t('studies.form.newSeed')}
        </Button>
      </Stack>
    </Box>
  );
}

export function ConsentFieldset({ form }: { form: StudyFormState }) {
  const { t } = useTranslation();
  const { text } = form;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {t('studies.form.consent')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('studies.form.consentHint')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            {...text('consentEn')}
            label={t('studies.form.consentEn')}
            multiline
            minRows={5}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            {...text('consentFr')}
            label={t('studies.form.consentFr')}
            multiline
            minRows={5}
            required
            slotProps={{ htmlInput: { lang: 'fr' } }}
          />
        </Grid>
      </Grid>
    </Box>
  );
}

export function PostTestFields({ form }: { form: StudyFormState }) {
  const { t } = useTranslation();
  const { text } = form;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          {...text('delayedPosttestDays', t('studies.form.delayedHint'))}
          type="number"
          label={t('studies.form.delayed')}
          slotProps={{ htmlInput: { min: 1, max: 365, step: 1 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField {...text('postTestRule')} select label={t('studies.form.postTestRule')}>
          {postTestRules.map((rule) => (
            <MenuItem key={rule} value={rule}>
              {t(`studies.postTestRules.${rule}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          {...text('fallbackCondition', t('studies.form.fallbackHint'))}
          select
          label={t('studies.form.fallback')}
        >
          {studyConditions.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`studies.conditions.${c}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}

/**
 * The pre-registered plan (docs/studies.md §2): hypotheses, primary outcome and analysis in the researcher's words,
 * and the power calculation's inputs with the learners per condition they call for, computed as they type.
 * Frozen once the study opens.
 */
export function PlanFieldset({ form, frozen }: { form: StudyFormState; frozen: boolean }) {
  const { t, i18n } = useTranslation();
  const { values, text } = form;
  const label = (key: string) => t(`studies.form.plan.${key}`);
  const perCondition = plannedPerCondition(values);
  const conditions = values.conditions.length;
  const number = (name: keyof StudyFormValues, key: string, hint?: string) => (
    <TextField
      {...text(name, hint)}
      label={label(key)}
      disabled={frozen}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="study-plan">
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {label('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {label('hint')}
      </Typography>
      {frozen && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="study-plan-frozen">
          {label('frozen')}
        </Alert>
      )}
      <Grid container spacing={2}>
        {(
          [
            ['planHypotheses', 'hypotheses', 12],
            ['planOutcome', 'outcome', 6],
            ['planAnalysis', 'analysis', 6],
          ] as const
        ).map(([name, key, width]) => (
          <Grid key={name} size={{ xs: 12, md: width }}>
            <TextField {...text(name)} label={label(key)} multiline minRows={2} disabled={frozen} />
          </Grid>
        ))}
        <Grid size={{ xs: 6, md: 3 }}>{number('planEffectSize', 'effectSize', label('effectSizeHint'))}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{number('planAlpha', 'alpha')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{number('planPower', 'power')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          {number('planCorrelation', 'correlation', label('correlationHint'))}
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Typography role="status" data-testid="study-plan-size">
            {perCondition === null
              ? label('sizeInvalid')
              : t('studies.form.plan.size', {
                  perCondition: perCondition.toLocaleString(i18n.language),
                  total: (perCondition * conditions).toLocaleString(i18n.language),
                  count: conditions,
                })}
          </Typography>
        </Grid>
      </Grid>
    </Box>
  );
}
