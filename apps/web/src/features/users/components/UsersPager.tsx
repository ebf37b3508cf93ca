// Under the admin's account list: how many accounts match, and the page buttons.
import { Pagination, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function UsersPager(props: {
  total: number;
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { total, pages, page, onPage } = props;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center' }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="users-total">
        {t('users.total', { count: total })}
      </Typography>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_, next) => onPage(next)}
        color="primary"
        getItemAriaLabel={(type, item, selected) =>
          type === 'page'
            ? t(selected ? 'users.pagination.current' : 'users.pagination.page', { page: item })
            : t(`users.pagination.${type}`)
        }
      />
    </Stack>
  );
}
