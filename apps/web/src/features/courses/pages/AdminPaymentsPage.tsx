// /dashboard/admin/payments: the enrolments of paid courses that wait for an admin to mark the payment received
// (course, learner, price, date; filtered by course), and marking one or several received, which opens the
// course to those learners (docs/design/product.md §4).
import { PriceCheck } from '@mui/icons-material';
import { Alert, Box, Button, Checkbox, Stack, TablePagination, Typography } from '@mui/material';
import { pagination } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { errorMessageKey } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { ResponsiveTable } from '../../../shared/ui/list';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { CourseFilter } from '../../dashboards';
import { useAwaitingPayments, useMarkPaid } from '../api/awaitingPayments';
import { formatMoney } from '../components/CoursePrice';

export function AdminPaymentsPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [courseId, setCourseId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(pagination.rowsPerPage);
  const [selected, setSelected] = useState<number[]>([]);
  const list = useAwaitingPayments({ page, perPage, courseId });
  const mark = useMarkPaid();
  const rows = list.data?.data ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));

  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const toggleAll = () =>
    setSelected((s) =>
      allOnPage
        ? s.filter((id) => !rows.some((r) => r.id === id))
        : [...new Set([...s, ...rows.map((r) => r.id)])],
    );
  const markSelected = () =>
    mark.mutate(selected, {
      onSuccess: (answer) => {
        dispatch(notify({ message: answer.message, type: 'success' }));
        setSelected([]);
      },
      onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
    });

  return (
    <SectionCard id="payments" title={t('courses.payments.title')} subtitle={t('courses.payments.subtitle')}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <CourseFilter
            id="payments-course"
            value={courseId}
            onChange={(id) => {
              setCourseId(id);
              setPage(1);
              setSelected([]);
            }}
          />
          <Button
            variant="contained"
            startIcon={<PriceCheck />}
            disabled={selected.length === 0 || mark.isPending}
            loading={mark.isPending}
            onClick={markSelected}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {selected.length === 0
              ? t('courses.payments.markNone')
              : t('courses.payments.mark', { count: selected.length })}
          </Button>
        </Box>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <Alert severity="success">{t('courses.payments.empty')}</Alert>
        ) : (
          <>
            <ResponsiveTable
              caption={t('courses.payments.title')}
              dense
              rows={rows}
              rowKey={(r) => r.id}
              columns={[
                {
                  key: 'select',
                  label: t('courses.payments.selectAll'),
                  hideLabel: true,
                  phone: 'start',
                  header: (
                    <Checkbox
                      checked={allOnPage}
                      indeterminate={!allOnPage && rows.some((r) => selected.includes(r.id))}
                      onChange={toggleAll}
                      slotProps={{ input: { 'aria-label': t('courses.payments.selectAll') } }}
                    />
                  ),
                  render: (r) => (
                    <Checkbox
                      checked={selected.includes(r.id)}
                      onChange={() => toggle(r.id)}
                      slotProps={{
                        input: {
                          'aria-label': t('courses.payments.select', {
                            name: `${r.learner.firstName} ${r.learner.lastName}`,
                            course: r.course.title,
                          }),
                        },
                      }}
                    />
                  ),
                },
                {
                  key: 'learner',
                  label: t('courses.payments.learner'),
                  phone: 'title',
                  rowHeader: true,
                  render: (r) => (
                    <>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {`${r.learner.firstName} ${r.learner.lastName}`}
                      </Typography>
                      <Typography
                        component="span"
                        sx={{ color: 'text.secondary', fontSize: '0.85em', overflowWrap: 'anywhere' }}
                      >
                        {r.learner.email}
                      </Typography>
                    </>
                  ),
                },
                { key: 'course', label: t('courses.payments.course'), render: (r) => r.course.title },
                {
                  key: 'price',
                  label: t('courses.payments.price'),
                  numeric: true,
                  render: (r) => formatMoney(r.price, i18n.language, t('courses.price.currency')),
                },
                {
                  key: 'enrolledAt',
                  label: t('courses.payments.enrolledAt'),
                  render: (r) => formatDateTime(r.enrolledAt),
                },
              ]}
            />
            <TablePagination
              component="div"
              count={list.data?.meta.total ?? 0}
              page={page - 1}
              rowsPerPage={perPage}
              rowsPerPageOptions={[pagination.rowsPerPage, 25, 50, 100]}
              onPageChange={(_, p) => setPage(p + 1)}
              onRowsPerPageChange={(e) => {
                setPerPage(Number(e.target.value));
                setPage(1);
              }}
              labelRowsPerPage={t('courses.payments.perPage')}
              // on a phone the controls wrap instead of pushing the page arrows out of the card
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
              labelDisplayedRows={({ from, to, count }) =>
                t('courses.payments.displayed', { from, to, count })
              }
            />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
