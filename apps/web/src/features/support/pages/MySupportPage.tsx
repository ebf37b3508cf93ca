// /dashboard/student/my-support: answers to common questions, a form to write to the Parcours team, and the
// learner's messages with the team's replies.
import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { ContactForm } from '../components/ContactForm';
import { MySupportHistory } from '../components/MySupportHistory';
import { SupportFaq } from '../components/SupportFaq';

export function MySupportPage() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <SectionCard id="faq" title={t('support.faq.title')} subtitle={t('support.faq.subtitle')}>
          <SupportFaq />
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <SectionCard id="contact" title={t('support.form.title')} subtitle={t('support.form.subtitle')}>
          <ContactForm />
        </SectionCard>
      </Grid>
      <Grid size={12}>
        <SectionCard id="history" title={t('support.history.title')} subtitle={t('support.history.subtitle')}>
          <MySupportHistory />
        </SectionCard>
      </Grid>
    </Grid>
  );
}
