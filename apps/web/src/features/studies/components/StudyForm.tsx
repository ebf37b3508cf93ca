// The study form (create and edit; docs/design/adaptive.md §10): title, description, courses, window,
// conditions with weights, allocation seed, consent texts in both languages, delayed post-test, post-test rule
// the condition of those who decline, and the pre-registered plan with its sample size. Once a learner is allocated,
// conditions and seed are fixed and a save records a new study version; once the study opens the plan is frozen.
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/ui/FormError';
import type { StudyDetail } from '../api/getStudy';
import type { CourseChoice } from '../api/listCourseChoices';
import type { StudyValues } from '../api/saveStudy';
import {
  ConditionsFieldset,
  ConsentFieldset,
  PlanFieldset,
  PostTestFields,
  StudyBasicsFields,
} from './StudyFormSections';
import { useStudyForm } from './useStudyForm';

export interface StudyFormProps {
  study?: StudyDetail;
  courses: CourseChoice[];
  save: (body: StudyValues | Partial<StudyValues>) => Promise<StudyDetail>;
  onSaved: (study: StudyDetail) => void;
  /** The seed a new study starts with (tests pass a fixed one). */
  initialSeed?: string;
}

export function StudyForm({ study, courses, save, onSaved, initialSeed }: StudyFormProps) {
  const { t } = useTranslation();
  const form = useStudyForm({ study, save, onSaved, initialSeed });
  const locked = study?.locked ?? false;
  const options = [...courses, ...(study?.courses ?? []).filter((c) => !courses.some((o) => o.id === c.id))];

  return (
    <Box component="form" noValidate onSubmit={form.submit} data-testid="study-form">
      <FormError message={form.failure} />
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="study-locked">
          {t('studies.form.locked', { version: (study?.version ?? 1) + 1 })}
        </Alert>
      )}
      <Stack spacing={3}>
        <StudyBasicsFields form={form} options={options} />
        <ConditionsFieldset form={form} locked={locked} />
        <ConsentFieldset form={form} />
        <PostTestFields form={form} />
        <PlanFieldset form={form} frozen={study !== undefined && study.state !== 'draft'} />
        <Box>
          <Button type="submit" variant="contained" loading={form.saving} data-testid="study-save">
            {study ? t('studies.form.save') : t('studies.form.create')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
