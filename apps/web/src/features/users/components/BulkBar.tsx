// The bar above the pending list once accounts are ticked: how many, approve them all, reject them all.
import { CheckCircleOutline, HighlightOff } from '@mui/icons-material';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { useBulkAccountAction } from '../api/bulkAccountAction';

export function BulkBar({
  selected,
  onDone,
  nameOf,
}: {
  selected: number[];
  onDone: () => void;
  /** The name shown for an account the action could not change. */
  nameOf: (id: number) => string;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const bulk = useBulkAccountAction();
  const run = (action: 'validate' | 'reject') =>
    bulk.mutate(
      { action, ids: selected },
      {
        onSuccess: (answer) => {
          dispatch(
            notify({ message: answer.message, type: answer.data.failed.length ? 'warning' : 'success' }),
          );
          onDone();
        },
        onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
      },
    );
  const failed = bulk.data?.data.failed ?? [];

  return (
    <Stack spacing={1} sx={{ px: 2, pb: 2 }}>
      {selected.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Typography role="status" sx={{ fontWeight: 600 }} data-testid="bulk-count">
            {t('users.bulk.selected', { count: selected.length })}
          </Typography>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckCircleOutline />}
            loading={bulk.isPending && bulk.variables?.action === 'validate'}
            disabled={bulk.isPending}
            onClick={() => run('validate')}
          >
            {t('users.bulk.approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<HighlightOff />}
            loading={bulk.isPending && bulk.variables?.action === 'reject'}
            disabled={bulk.isPending}
            onClick={() => run('reject')}
          >
            {t('users.bulk.reject')}
          </Button>
        </Stack>
      )}
      {failed.length > 0 && (
        <Alert severity="warning" onClose={() => bulk.reset()}>
          {t('users.bulk.failedIntro')}
          <ul style={{ margin: 0 }}>
            {failed.map((f) => (
              <li key={f.id}>
                {nameOf(f.id)}: {translateMessage(f.message)}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
