// The actions of one account row: only those its status allows, each confirmed in a dialog first.
import { Block, CheckCircle, Delete, Edit, HighlightOff } from '@mui/icons-material';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { type AccountAction, actionsFor, useAccountAction } from '../api/accountActions';
import type { AdminUser } from '../api/listUsers';

const icons: Record<AccountAction, ReactNode> = {
  validate: <CheckCircle />,
  reject: <HighlightOff />,
  suspend: <Block />,
  delete: <Delete />,
};

export function UserRowActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<AccountAction | null>(null);
  const mutation = useAccountAction();
  const name = `${user.firstName} ${user.lastName}`.trim();
  // The server refuses state changes on one's own account.
  const actions = isSelf ? [] : actionsFor(user.status);

  const confirm = () => {
    if (!pending) return;
    mutation.mutate({ action: pending, id: user.id }, { onSettled: () => setPending(null) });
  };

  return (
    <Stack direction="row" spacing={0} sx={{ justifyContent: 'flex-end' }}>
      {actions
        .filter((a) => a !== 'delete')
        .map((action) => (
          <Tooltip key={action} title={t(`users.actions.${action}`)}>
            <IconButton
              size="small"
              aria-label={t(`users.actions.${action}Named`, { name })}
              onClick={() => setPending(action)}
              data-testid={`action-${action}`}
              color={action === 'validate' ? 'success' : action === 'reject' ? 'error' : 'default'}
            >
              {icons[action]}
            </IconButton>
          </Tooltip>
        ))}
      <Tooltip title={t('users.actions.edit')}>
        <IconButton
          size="small"
          component={RouterLink}
          to={paths.admin.user(user.id)}
          aria-label={t('users.actions.editNamed', { name })}
          data-testid="action-edit"
        >
          <Edit />
        </IconButton>
      </Tooltip>
      {actions.includes('delete') && (
        <Tooltip title={t('users.actions.delete')}>
          <IconButton
            size="small"
            aria-label={t('users.actions.deleteNamed', { name })}
            onClick={() => setPending('delete')}
            data-testid="action-delete"
            color="error"
          >
            {icons.delete}
          </IconButton>
        </Tooltip>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`users.confirm.${pending}.title`) : ''}
        text={pending ? t(`users.confirm.${pending}.text`, { name, email: user.email }) : ''}
        confirmLabel={pending ? t(`users.actions.${pending}`) : ''}
        danger={pending === 'delete' || pending === 'reject' || pending === 'suspend'}
        busy={mutation.isPending}
        onConfirm={confirm}
        onClose={() => !mutation.isPending && setPending(null)}
      />
    </Stack>
  );
}
