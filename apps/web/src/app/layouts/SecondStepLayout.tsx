// Layout of the learner's set-up steps: category, subcategory, course (and the questionnaire after).
import { Container, Step, StepLabel, Stepper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageFrame } from './MainLayout';

export function activeSetupStep(pathname: string): number {
  if (/^\/second-step\/categories\/[^/]+/.test(pathname)) return 1;
  if (pathname.startsWith('/second-step/courses') || pathname.startsWith('/second-step/silverman')) return 2;
  return 0;
}

export function SecondStepLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const steps = [t('secondStep.category'), t('secondStep.subcategory'), t('secondStep.course')];
  return (
    <PageFrame banner>
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Stepper
          activeStep={activeSetupStep(pathname)}
          aria-label={t('secondStep.stepsLabel')}
          sx={{ mb: 4 }}
        >
          {steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Outlet />
      </Container>
    </PageFrame>
  );
}
