// The multi-step add/edit course form: steps with their own checks, a draft kept across reloads, the cover
// uploaded ahead, then create or update.
import { Alert, Box, Button, Paper, Stack, Step, StepButton, Stepper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey, fieldErrors } from '../../../shared/http';
import { applyServerErrors, wireResolver } from '../../../shared/ui/form';
import type { CourseItem } from '../api/listCourses';
import { useSaveCourse } from '../api/saveCourse';
import { CoverStep, QuizStep } from './CoverStep';
import {
  type CourseFormOutput,
  type CourseFormValues,
  courseFormSchema,
  emptyCourseForm,
  plainForm,
  stepFields,
  stepOfField,
  toCoursePayload,
} from './courseForm';
import { clearDraft, readDraft, writeDraft } from './draft';
import { useTemporaryId } from './temporaryIds';
import { AboutStep, AudienceStep, PlaceStep } from './WizardSteps';

const stepNames = ['about', 'audience', 'place', 'cover', 'quiz'] as const;

export interface CourseWizardProps {
  draftKey: string;
  initial: CourseFormValues;
  course?: CourseItem;
  onSaved: (course: CourseItem) => void;
}

export function CourseWizard({ draftKey, initial, course, onSaved }: CourseWizardProps) {
  const { t } = useTranslation();
  const saved = useRef(readDraft(draftKey));
  const [step, setStep] = useState(saved.current?.step ?? 0);
  const form = useForm<CourseFormValues, unknown, CourseFormOutput>({
    resolver: wireResolver<CourseFormValues, CourseFormOutput>(courseFormSchema),
    defaultValues: { ...emptyCourseForm, ...initial, ...saved.current?.values },
  });
  const temporary = useTemporaryId(draftKey);
  const save = useSaveCourse();
  const [restored] = useState(Boolean(saved.current));

  useEffect(() => {
    const subscription = form.watch((values) =>
      writeDraft(draftKey, { values: values as CourseFormValues, step }),
    );
    if (readDraft(draftKey)) writeDraft(draftKey, { values: form.getValues(), step });
    return () => subscription.unsubscribe();
  }, [form, draftKey, step]);

  const goTo = async (target: number) => {
    if (target > step) {
      for (let s = step; s < target; s += 1) {
        if (!(await form.trigger(stepFields[s]))) {
          setStep(s);
          return;
        }
      }
    }
    setStep(target);
  };

  const submit = (values: CourseFormOutput) =>
    save.mutate(
      { id: course?.id, body: toCoursePayload(values, temporary.temporaryId) },
      {
        onSuccess: (result) => {
          clearDraft(draftKey);
          void temporary.forget();
          onSaved(result);
        },
        onError: (error) => {
          // The wizard opens the step of the first field the server refused. The form's own error list is
          // only up to date after its next render, so the names come from the answer.
          if (applyServerErrors(plainForm(form), error)) {
            const first = Object.keys(fieldErrors(error))[0];
            if (first) setStep(stepOfField(first));
          }
        },
      },
    );

  const onInvalid = (errors: FieldErrors<CourseFormValues>) => {
    const first = Object.keys(errors)[0];
    if (first) setStep(stepOfField(first));
  };

  const last = step === stepNames.length - 1;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, borderRadius: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 3 }}>
        {course ? t('courses.form.editHeading', { title: course.title }) : t('courses.form.addHeading')}
      </Typography>
      <Stepper
        nonLinear
        activeStep={step}
        alternativeLabel
        sx={{ mb: 4, overflowX: 'auto', pb: 1 }}
        aria-label={t('courses.form.stepsLabel')}
      >
        {stepNames.map((name, index) => (
          <Step key={name} completed={index < step}>
            <StepButton onClick={() => void goTo(index)}>{t(`courses.form.steps.${name}`)}</StepButton>
          </Step>
        ))}
      </Stepper>
      {restored && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('courses.form.draftRestored')}
        </Alert>
      )}
      {save.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translateMessage(errorMessageKey(save.error))}
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={form.handleSubmit(submit, onInvalid)}
        aria-label={t(`courses.form.steps.${stepNames[step]}`)}
      >
        <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {t(`courses.form.steps.${stepNames[step]}`)}
        </Typography>
        <Box sx={{ minHeight: 200 }}>
          {step === 0 && <AboutStep form={form} />}
          {step === 1 && <AudienceStep form={form} />}
          {step === 2 && <PlaceStep form={form} />}
          {step === 3 && <CoverStep form={form} ensureTemporaryId={temporary.ensure} />}
          {step === 4 && <QuizStep editing={Boolean(course)} />}
        </Box>
        <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'space-between' }}>
          <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
            {t('courses.form.back')}
          </Button>
          {last ? (
            // own keys: the Next button must not become this submit button under the pointer
            <Button key="submit" type="submit" variant="contained" loading={save.isPending}>
              {course ? t('courses.form.save') : t('courses.form.create')}
            </Button>
          ) : (
            <Button key="next" variant="contained" onClick={() => void goTo(step + 1)}>
              {t('courses.form.next')}
            </Button>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
