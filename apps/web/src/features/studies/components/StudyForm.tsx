// The study form (create and edit; docs/design/adaptive.md §10): title, description, courses, window,
// conditions with weights, allocation seed, consent texts in both languages, delayed post-test, post-test rule
// and the condition of those who decline. Once a learner is allocated, conditions and seed are fixed and a
// save records a new study version.
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
import { postTestRules, type StudyCondition, type StudyInput, studyConditions } from '@parcours/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey, isHttpError, toSnakeKey } from '../../../shared/http';
import { DateField } from '../../../shared/ui/DateField';
import type { StudyDetail } from '../api/getStudy';
import type { CourseChoice } from '../api/listCourseChoices';
import {
  changedFields,
  emptyStudyValues,
  formFieldOf,
  newSeed,
  type StudyFormValues,
  studyFormErrors,
  studyFormValues,
  toStudyBody,
  unusedConditions,
} from '../model/studyForm';

export interface StudyFormProps {
  study?: StudyDetail;
  courses: CourseChoice[];
  save: (body: StudyInput | Partial<StudyInput>) => Promise<StudyDetail>;
  onSaved: (study: StudyDetail) => void;
  /** The seed a new study starts with (tests pass a fixed one). */
  initialSeed?: string;
}

export function StudyForm({ study, courses, save, onSaved, initialSeed }: StudyFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<StudyFormValues>(() =>
    study ? studyFormValues(study) : emptyStudyValues(initialSeed),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locked = study?.locked ?? false;

  const set = <K extends keyof StudyFormValues>(key: K, value: StudyFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const error = (name: string) => (errors[name] ? translateMessage(errors[name]) : undefined);
  const text = (name: keyof StudyFormValues, hint?: string) => ({
    id: `study-${name}`,
    name,
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as never),
    error: Boolean(errors[name]),
    helperText: error(name) ?? hint,
    fullWidth: true,
  });
  const setCondition = (index: number, patch: Partial<StudyFormValues['conditions'][number]>) =>
    set(
      'conditions',
      values.conditions.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );
  const spare = unusedConditions(values.conditions);
  const options = [...courses, ...(study?.courses ?? []).filter((c) => !courses.some((o) => o.id === c.id))];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = studyFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = toStudyBody(values);
    setSaving(true);
    try {
      const saved = await save(study ? changedFields(toStudyBody(studyFormValues(study)), body) : body);
      onSaved(saved);
    } catch (err) {
      const fields = isHttpError(err) ? err.data?.errors : undefined;
      if (fields && Object.keys(fields).length) {
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([k, m]) => [formFieldOf(toSnakeKey(k).split('.')), m[0]]),
          ),
        );
      }
      setFailure(errorMessageKey(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="study-form">
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="form-error">
          {translateMessage(failure)}
        </Alert>
      )}
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="study-locked">
          {t('studies.form.locked', { version: (study?.version ?? 1) + 1 })}
        </Alert>
      )}
      <Stack spacing={3}>
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
              id="study-course_ids"
              options={options}
              value={options.filter((o) => values.course_ids.includes(o.id))}
              onChange={(_e, chosen) =>
                set(
                  'course_ids',
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
                  error={Boolean(errors.course_ids)}
                  helperText={error('course_ids') ?? t('studies.form.coursesHint')}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateField
              {...text('opens_at')}
              onChange={(value) => set('opens_at', value)}
              label={t('studies.form.opensAt')}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateField
              {...text('closes_at')}
              onChange={(value) => set('closes_at', value)}
              label={t('studies.form.closesAt')}
              required
            />
          </Grid>
        </Grid>

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
              <Stack
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
                key={index}
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
                  onChange={(e) => setCondition(index, { condition: e.target.value as StudyCondition })}
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
                  onChange={(e) => setCondition(index, { weight: e.target.value })}
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
            ))}
          </Stack>
          <Button
            startIcon={<Add />}
            sx={{ mt: 1 }}
            disabled={locked || spare.length === 0}
            onClick={() =>
              set('conditions', [...values.conditions, { condition: spare[0] ?? '', weight: '1' }])
            }
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
                {...text('consent_en')}
                label={t('studies.form.consentEn')}
                multiline
                minRows={5}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                {...text('consent_fr')}
                label={t('studies.form.consentFr')}
                multiline
                minRows={5}
                required
                slotProps={{ htmlInput: { lang: 'fr' } }}
              />
            </Grid>
          </Grid>
        </Box>

        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              {...text('delayed_posttest_days', t('studies.form.delayedHint'))}
              type="number"
              label={t('studies.form.delayed')}
              slotProps={{ htmlInput: { min: 1, max: 365, step: 1 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField {...text('post_test_rule')} select label={t('studies.form.postTestRule')}>
              {postTestRules.map((rule) => (
                <MenuItem key={rule} value={rule}>
                  {t(`studies.postTestRules.${rule}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              {...text('fallback_condition', t('studies.form.fallbackHint'))}
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
        <Box>
          <Button type="submit" variant="contained" loading={saving} data-testid="study-save">
            {study ? t('studies.form.save') : t('studies.form.create')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
