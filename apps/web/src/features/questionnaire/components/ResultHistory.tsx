// The learner's earlier learning-style results (the server keeps every one), newest first, page by page.
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { formatDateTime } from '../../../shared/format/dates';
import { queryErrorKey } from '../../../shared/http';
import { useStyleResults } from '../api/getStyleResults';

export function ResultHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const results = useStyleResults(page);
  const pages = results.data ? Math.ceil(results.data.meta.total / results.data.meta.perPage) : 0;
  return (
    <Box component="section" aria-labelledby="style-history-heading" sx={{ mt: 4 }}>
      <Typography variant="h3" id="style-history-heading" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('questionnaire.history.title')}
      </Typography>
      {results.isPending && <CircularProgress size={28} aria-label={t('questionnaire.loading')} />}
      {results.isError && <Alert severity="error">{translateMessage(queryErrorKey(results.error))}</Alert>}
      {results.data && results.data.data.length === 0 && (
        <Typography color="text.secondary">{t('questionnaire.history.empty')}</Typography>
      )}
      {results.data && results.data.data.length > 0 && (
        <List aria-label={t('questionnaire.history.title')}>
          {results.data.data.map((result, index) => (
            <ListItem key={result.id ?? result.createdAt} divider sx={{ px: 0 }}>
              <ListItemText
                primary={
                  page === 1 && index === 0
                    ? t('questionnaire.history.current', { date: formatDateTime(result.createdAt) })
                    : formatDateTime(result.createdAt)
                }
                secondary={
                  <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                    {result.dimensions.map((d) => (
                      <Chip
                        key={d.dimension}
                        component="span"
                        size="small"
                        variant="outlined"
                        label={`${t(`questionnaire.poles.${d.category}`)} ${d.score}`}
                      />
                    ))}
                  </Stack>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          aria-label={t('questionnaire.history.pages')}
        />
      )}
    </Box>
  );
}
