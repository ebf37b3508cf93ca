// Page controls under a server-paged list, hidden when everything fits on one page.
import { Pagination } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function ListPagination({
  pages,
  page,
  onPage,
}: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2 }}
      count={pages}
      page={page}
      siblingCount={0}
      onChange={(_, p) => onPage(p)}
      getItemAriaLabel={(type, p) => t(`support.admin.pageLabel.${type}`, { page: p })}
    />
  );
}
