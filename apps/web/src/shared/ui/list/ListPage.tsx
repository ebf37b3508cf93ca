// The frame of every list page: a heading with its actions, a search box and filters, the list itself (or its
// loading, error and empty states) and the server's page controls. Everything wraps at 390 px.
import { Alert, Box, Button, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../http';
import { SearchField } from '../SearchField';

interface ListSearch {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export interface ListPages {
  /** 1-based. */
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** Page numbers and "1–9 of 40"; nothing when everything fits on one page. */
function ListPagination({ pages }: { pages: ListPages }) {
  const { t } = useTranslation();
  const count = Math.max(1, Math.ceil(pages.total / pages.perPage));
  if (pages.total <= pages.perPage && pages.page <= 1) return null;
  const from = (pages.page - 1) * pages.perPage + 1;
  const to = Math.min(pages.total, pages.page * pages.perPage);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mt: 2, justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Pagination
        count={count}
        page={Math.min(pages.page, count)}
        onChange={(_, value) => pages.onPage(value)}
        color="primary"
        siblingCount={0}
        getItemAriaLabel={(type, item) =>
          type === 'page' ? t('common.list.pageN', { page: item }) : t(`common.list.${type}Page`)
        }
      />
      <Typography variant="body2" color="text.secondary" data-testid="list-range">
        {t('common.list.displayed', { from, to, count: pages.total })}
      </Typography>
    </Stack>
  );
}

export interface ListPageProps {
  /** The heading's id; the page's section is labelled by it. */
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** Buttons beside the heading (add, export). */
  actions?: ReactNode;
  search?: ListSearch;
  /** Selects and switches beside the search box. */
  filters?: ReactNode;
  /** Shown between the toolbar and the list (totals, bulk actions). */
  above?: ReactNode;
  /** The first load: a placeholder instead of the list. */
  pending?: boolean;
  /** The error of a load that failed (shown in the person's language), and how to try again. */
  error?: unknown;
  onRetry?: () => void;
  /** No row at all (after the first load): shown instead of the list. */
  empty?: ReactNode;
  pages?: ListPages;
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
}

export function ListPage(props: ListPageProps) {
  const { t } = useTranslation();
  const failed = props.error !== undefined && props.error !== null;
  const headingId = `${props.id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={headingId}
            component={props.headingLevel ?? 'h2'}
            variant="h2"
            sx={{ fontSize: '1.6rem', overflowWrap: 'anywhere' }}
          >
            {props.title}
          </Typography>
          {props.subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {props.subtitle}
            </Typography>
          )}
        </Box>
        {props.actions && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, flexShrink: 0 }}>
            {props.actions}
          </Stack>
        )}
      </Stack>
      {(props.search || props.filters) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          {props.search && <SearchField {...props.search} small sx={{ flex: '1 1 220px', minWidth: 0 }} />}
          {props.filters}
        </Box>
      )}
      {props.above}
      {failed ? (
        <Alert
          severity="error"
          role="alert"
          action={
            props.onRetry && (
              <Button color="inherit" size="small" onClick={props.onRetry}>
                {t('common.list.retry')}
              </Button>
            )
          }
        >
          {translateMessage(errorMessageKey(props.error))}
        </Alert>
      ) : props.pending ? (
        <Skeleton variant="rounded" height={300} />
      ) : props.empty ? (
        props.empty
      ) : (
        props.children
      )}
      {!failed && props.pages && <ListPagination pages={props.pages} />}
    </Box>
  );
}

/** The page controls of a server page's `meta` (none until it has loaded). */
export function pagesOf(
  meta: { perPage: number; total: number } | undefined,
  page: number,
  onPage: (page: number) => void,
): ListPages | undefined {
  return meta && { page, perPage: meta.perPage, total: meta.total, onPage };
}
