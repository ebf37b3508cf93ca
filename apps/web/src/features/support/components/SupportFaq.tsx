// Answers to the questions learners ask most about Parcours, as an accordion.
import { ExpandMore } from '@mui/icons-material';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const faqKeys = [
  'start',
  'style',
  'pretest',
  'path',
  'progress',
  'posttest',
  'certificate',
  'survey',
  'account',
] as const;

export function SupportFaq() {
  const { t } = useTranslation();
  return (
    <div>
      {faqKeys.map((key) => (
        <Accordion
          key={key}
          disableGutters
          variant="outlined"
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`faq-${key}-header`}
            aria-controls={`faq-${key}-content`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {t(`support.faq.${key}.q`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${key}-content`}>
            <Typography color="text.secondary">{t(`support.faq.${key}.a`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
