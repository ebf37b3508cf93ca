// The home page: what Parcours does for a learner, how the adaptive path is built, and a call to sign up.
import { AutoGraph, Bolt, Palette } from '@mui/icons-material';
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { selectSession, useAppSelector } from '../../../shared/store';
import {
  HeroIllustration,
  PathIllustration,
  PosttestIllustration,
  PretestIllustration,
  QuestionnaireIllustration,
} from '../components/Illustrations';

function StepCard({ illustration, title, text }: { illustration: ReactNode; title: string; text: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 4 }}>
      <Box sx={{ px: 2, pt: 2 }}>{illustration}</Box>
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAppSelector(selectSession);

  const steps = [
    {
      key: 'questionnaire',
      Illustration: QuestionnaireIllustration,
      label: t('home.illustrationQuestionnaire'),
    },
    { key: 'pretest', Illustration: PretestIllustration, label: t('home.illustrationPretest') },
    { key: 'path', Illustration: PathIllustration, label: t('home.illustrationPath') },
    { key: 'posttest', Illustration: PosttestIllustration, label: t('home.illustrationPosttest') },
  ];
  const benefits = [
    { key: 'level', icon: <Bolt /> },
    { key: 'style', icon: <Palette /> },
    { key: 'progress', icon: <AutoGraph /> },
  ];

  return (
    <>
      <Box
        component="section"
        sx={(theme) => ({
          py: { xs: 6, md: 10 },
          background:
            theme.palette.mode === 'dark'
              ? 'radial-gradient(circle at 80% 20%, #2a1a10 0%, #030614 60%)'
              : 'radial-gradient(circle at 80% 20%, #ffe8d8 0%, #f7f8fb 60%)',
        })}
      >
        <Container maxWidth="lg">
          <Grid container spacing={6} alignItems="center">
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mb: 2 }}>
                {t('home.heroTitle')}
              </Typography>
              <Typography sx={{ fontSize: '1.15rem', mb: 4 }} color="text.secondary">
                {t('home.heroText')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {!isAuthenticated && (
                  <Button component={RouterLink} to={paths.auth.signup} variant="contained" size="large">
                    {t('home.heroCta')}
                  </Button>
                )}
                <Button href="#how-it-works" variant="outlined" size="large">
                  {t('home.heroSecondary')}
                </Button>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Box sx={{ maxWidth: 520, mx: 'auto' }}>
                <HeroIllustration label={t('home.illustrationHero')} />
              </Box>
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container component="section" id="how-it-works" maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography variant="h2" sx={{ textAlign: 'center', mb: 1.5 }}>
          {t('home.howTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5 }}>
          {t('home.howIntro')}
        </Typography>
        <Grid container spacing={3}>
          {steps.map(({ key, Illustration, label }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <StepCard
                illustration={<Illustration label={label} />}
                title={t(`home.steps.${key}Title`)}
                text={t(`home.steps.${key}Text`)}
              />
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box component="section" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Typography variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
            {t('home.forLearnersTitle')}
          </Typography>
          <Grid container spacing={4}>
            {benefits.map(({ key, icon }) => (
              <Grid key={key} size={{ xs: 12, md: 4 }}>
                <Stack direction="row" spacing={2}>
                  <Box
                    aria-hidden="true"
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      display: 'grid',
                      placeItems: 'center',
                      flexShrink: 0,
                    }}
                  >
                    {icon}
                  </Box>
                  <Box>
                    <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
                      {t(`home.benefits.${key}Title`)}
                    </Typography>
                    <Typography color="text.secondary">{t(`home.benefits.${key}Text`)}</Typography>
                  </Box>
                </Stack>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container component="section" maxWidth="md" sx={{ py: { xs: 6, md: 9 }, textAlign: 'center' }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('home.ctaTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('home.ctaText')}
        </Typography>
        {!isAuthenticated && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center">
            <Button component={RouterLink} to={paths.auth.signup} variant="contained" size="large">
              {t('home.ctaButton')}
            </Button>
            <Button component={RouterLink} to={paths.auth.login} variant="outlined" size="large">
              {t('home.ctaLogin')}
            </Button>
          </Stack>
        )}
      </Container>
    </>
  );
}
