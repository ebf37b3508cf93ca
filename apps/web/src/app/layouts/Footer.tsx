// The footer: links for students, the newsletter block (a double opt-in: the address receives a link to confirm,
// docs/design/product.md §4 "Newsletter"), contact lines; fades in.
import {
  Alert,
  Box,
  Button,
  Container,
  FormControl,
  FormHelperText,
  Grid,
  InputLabel,
  Link,
  OutlinedInput,
  Stack,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useInView } from '../../shared/hooks/useInView';
import { errorMessageKey, http } from '../../shared/http';
import { paths } from '../../shared/paths';
import { Logo } from '../../shared/ui';

function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema library loads on first use, keeping it out of the first page's script.
    const { emailField } = await import('../../shared/validation/email');
    const parsed = emailField.safeParse(email);
    setSent(null);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'validation.emailInvalid');
      return;
    }
    setError(null);
    setSending(true);
    try {
      // The server answers the same whether the address is known or not; the mail says the rest.
      const response = await http.post<{ message: string }>('/newsletter/subscribe', {
        email: parsed.data,
        language: i18n.language,
      });
      setSent(response.data.message);
      setEmail('');
    } catch (err) {
      setError(errorMessageKey(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${inputId}-title`}>
      <Typography id={`${inputId}-title`} component="h2" variant="h4" gutterBottom>
        {t('footer.newsletter')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('footer.newsletterText')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }} spacing={1}>
        {/* The parts of a text field, not TextField itself, which would bring every input variant along. */}
        <FormControl error={Boolean(error)} sx={{ flex: 1 }}>
          <InputLabel htmlFor={inputId}>{t('footer.newsletterEmail')}</InputLabel>
          <OutlinedInput
            id={inputId}
            type="email"
            label={t('footer.newsletterEmail')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          {error && <FormHelperText id={`${inputId}-error`}>{t(error)}</FormHelperText>}
        </FormControl>
        <Button type="submit" variant="contained" loading={sending} sx={{ alignSelf: 'flex-start', py: 1.5 }}>
          {t('footer.subscribe')}
        </Button>
      </Stack>
      {sent && (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }} data-testid="newsletter-sent">
          {sent}
        </Alert>
      )}
    </Box>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const [ref, visible] = useInView<HTMLElement>(0.1);
  const links = [
    { to: paths.auth.signup, label: t('footer.becomeStudent') },
    { to: paths.student.root, label: t('footer.studentDashboard') },
    { to: paths.student.mySupport, label: t('footer.studentSupport') },
  ];

  return (
    <Box
      component="footer"
      ref={ref}
      data-visible={visible ? 'true' : 'false'}
      sx={{
        mt: 'auto',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        py: 6,
        opacity: visible ? 1 : 0,
        transform: visible ? 'none' : 'translateY(16px)',
        transition: 'opacity 500ms ease-out, transform 500ms ease-out',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', transform: 'none' },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Logo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('footer.about')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            <Typography component="h2" variant="h4" gutterBottom>
              {t('footer.forStudents')}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <NewsletterForm />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography component="h2" variant="h4" gutterBottom>
              {t('footer.contact')}
            </Typography>
            <Stack component="address" spacing={1} sx={{ fontStyle: 'normal' }}>
              <Typography variant="body2">{t('footer.address')}</Typography>
              <Typography variant="body2">{t('footer.phone')}</Typography>
              <Typography variant="body2">{t('footer.email')}</Typography>
            </Stack>
          </Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 5, textAlign: 'center' }}>
          © {new Date().getFullYear()} Parcours. {t('footer.licence')}
        </Typography>
      </Container>
    </Box>
  );
}
