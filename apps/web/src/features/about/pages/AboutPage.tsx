// The about-us page: where Parcours comes from, what it stands for, who uses it.
import { Box, Container, Grid, Paper, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';

function GrowthIllustration({ label }: { label: string }) {
  const dark = useTheme().palette.mode === 'dark';
  const ink = dark ? '#e9ecf5' : '#1e2a44';
  return (
    <svg viewBox="0 0 360 280" role="img" aria-label={label} style={{ width: '100%', height: 'auto' }}>
      <ellipse cx="180" cy="250" rx="150" ry="18" fill={dark ? '#1a2140' : '#eef4fa'} />
      <path d="M150 250 h60 l-8 -44 h-44z" fill="#8a5a3c" />
      <path d="M180 206 V110" stroke="#3f8f5a" strokeWidth="6" strokeLinecap="round" />
      <path d="M180 170 c-30 0 -44 -18 -46 -40 c26 0 44 12 46 40z" fill="#5fb77a" />
      <path d="M180 140 c30 0 44 -18 46 -40 c-26 0 -44 12 -46 40z" fill="#5fb77a" />
      <rect x="160" y="62" width="40" height="40" rx="8" fill="#fa853f" />
      <rect x="132" y="36" width="28" height="28" rx="6" fill="#5d99c6" />
      <rect x="202" y="30" width="32" height="32" rx="6" fill={ink} opacity="0.8" />
      {[
        [60, '#fa853f'],
        [300, '#5d99c6'],
      ].map(([x, color]) => (
        <g key={String(x)}>
          <circle cx={Number(x)} cy="150" r="20" fill="#f2b48c" />
          <path d={`M${Number(x) - 32} 240 c2-46 14-64 32-64 s30 18 32 64z`} fill={String(color)} />
        </g>
      ))}
    </svg>
  );
}

export function AboutPage() {
  const { t } = useTranslation();
  const sections = ['mission', 'research', 'open', 'team'];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Grid container spacing={6} alignItems="center" sx={{ mb: 6 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
            {t('about.title')}
          </Typography>
          <Typography sx={{ fontSize: '1.1rem' }} color="text.secondary">
            {t('about.intro')}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box sx={{ maxWidth: 360, mx: 'auto' }}>
            <GrowthIllustration label={t('about.illustration')} />
          </Box>
        </Grid>
      </Grid>
      <Grid container spacing={3}>
        {sections.map((key) => (
          <Grid key={key} size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: 3, height: '100%', borderRadius: 4 }}>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t(`about.${key}Title`)}
              </Typography>
              <Typography color="text.secondary">{t(`about.${key}Text`)}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
