// "Why your path looks like this": every rule that shaped the learner's path, said once, with how many steps it
// placed (docs/design/adaptive.md §3). The reasons come from the server; they are grouped by their rule key, so
// rules added later (a study's policies) group the same way.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LearningPath } from '../api/getLearningPath';
import { reasonsByRule } from '../model/path';

export function PathRules({ path }: { path: Pick<LearningPath, 'reasons' | 'steps'> }) {
  const { t } = useTranslation();
  const rules = reasonsByRule(path);
  if (rules.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="path-rules-heading" data-testid="path-rules">
      <Typography variant="h3" id="path-rules-heading" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {t('learningPaths.rulesTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {rules.map((rule) => (
          <Box
            component="li"
            key={rule.key}
            data-testid="path-rule"
            data-rule={rule.key}
            sx={{ py: 0.75, pl: 1.5, borderLeft: 3, borderColor: 'secondary.main', mb: 1 }}
          >
            <Stack
              direction="row"
              sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
            >
              <Typography variant="body2" component="span">
                {rule.texts.join(' ')}
              </Typography>
              {rule.steps > 0 && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('learningPaths.ruleSteps', { count: rule.steps })}
                />
              )}
            </Stack>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
