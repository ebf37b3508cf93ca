// The columns of the admin's class list: name (auto-approved or not), join code and link to copy, courses,
// member count, edit and delete.
import { ContentCopy, Link as LinkIcon } from '@mui/icons-material';
import { Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, useAppDispatch } from '../../../shared/store';
import { actionsColumn, ChipList, EditDeleteButtons, type ListColumn } from '../../../shared/ui/list';
import type { AdminClass } from '../api/listClasses';

function CopyButton(props: { tooltip: string; label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={props.tooltip}>
      <IconButton aria-label={props.label} onClick={props.onClick}>
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

/** The join code, and buttons to copy it or the join link. */
function ClassCode({ item }: { item: AdminClass }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const copy = async (text: string, message: string) => {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(notify({ message }));
    } catch {
      dispatch(notify({ message: 'classes.copyFailed', type: 'error' }));
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography
        component="code"
        data-testid="class-code"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: 1 }}
      >
        {item.code}
      </Typography>
      <CopyButton
        tooltip={t('classes.copyCode')}
        label={t('classes.copyCodeOf', { name: item.name })}
        icon={<ContentCopy fontSize="small" />}
        onClick={() => copy(item.code, 'classes.codeCopied')}
      />
      <CopyButton
        tooltip={t('classes.copyLink')}
        label={t('classes.copyLinkOf', { name: item.name })}
        icon={<LinkIcon fontSize="small" />}
        onClick={() => copy(item.link, 'classes.linkCopied')}
      />
    </Stack>
  );
}

export function useClassColumns(
  onEdit: (item: AdminClass) => void,
  onDelete: (item: AdminClass) => void,
): ListColumn<AdminClass>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      label: t('classes.columns.name'),
      phone: 'title',
      rowHeader: true,
      render: (item) => (
        <>
          {item.name}
          {item.autoApprove && (
            <Chip
              label={t('classes.autoApproved')}
              size="small"
              color="success"
              variant="outlined"
              sx={{ ml: 1 }}
            />
          )}
        </>
      ),
    },
    {
      key: 'code',
      label: t('classes.columns.code'),
      render: (item) => <ClassCode item={item} />,
    },
    {
      key: 'courses',
      label: t('classes.columns.courses'),
      render: (item) => (
        <ChipList items={item.courses.map((course) => ({ key: course.id, label: course.title }))} />
      ),
    },
    {
      key: 'members',
      label: t('classes.columns.members'),
      numeric: true,
      render: (item) => item.membersCount,
    },
    actionsColumn(t('classes.columns.actions'), (item) => (
      <EditDeleteButtons
        editLabel={t('classes.editOf', { name: item.name })}
        deleteLabel={t('classes.deleteOf', { name: item.name })}
        edit={() => onEdit(item)}
        onDelete={() => onDelete(item)}
      />
    )),
  ];
}
