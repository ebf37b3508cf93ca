// The last column of an admin list: the row's buttons, at the right of a wide row and of a phone card's first
// line. `EditDeleteButtons` are the edit (a link or a dialog) and delete icons most of those rows show.
import { DeleteOutline, Edit } from '@mui/icons-material';
import { IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ListColumn } from './ResponsiveTable';

export function actionsColumn<R, S extends string = string>(
  label: string,
  render: (row: R) => ReactNode,
): ListColumn<R, S> {
  return { key: 'actions', label, numeric: true, phone: 'end', cellSx: { whiteSpace: 'nowrap' }, render };
}

export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  edit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  /** The edit page's address, or what the edit button does. */
  edit: string | (() => void);
  onDelete: () => void;
}) {
  return (
    <>
      {typeof edit === 'string' ? (
        <IconButton component={RouterLink} to={edit} aria-label={editLabel}>
          <Edit />
        </IconButton>
      ) : (
        <IconButton aria-label={editLabel} onClick={edit}>
          <Edit />
        </IconButton>
      )}
      <IconButton aria-label={deleteLabel} onClick={onDelete}>
        <DeleteOutline />
      </IconButton>
    </>
  );
}
