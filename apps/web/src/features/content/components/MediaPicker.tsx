// Media of a learning object or a section: the files attached, new files, and videos uploaded at once through
// media/upload-media with their progress (they are referenced by id when the unit is saved). Each file has a
// title, which learners get as its caption (and, for images and videos, as its alternative text).
import { AttachFile, Delete, Movie } from '@mui/icons-material';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../shared/format/numbers';
import { useUpload, useUploadProgress } from '../../../shared/hooks/useUpload';
import { errorMessageKey } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { isVideo, type MediaDraft, mediaTitleMax } from '../model/unitForm';

interface UploadAnswer {
  id: number;
  fileName: string;
  mimeType: string;
  title: string | null;
}

export interface MediaPickerProps {
  value: MediaDraft[];
  onChange: (next: MediaDraft[]) => void;
  onRemoveExisting: (id: number) => void;
  label: string;
  temporaryId: string;
}

const accept = 'image/*,audio/*,video/mp4,video/webm,application/pdf,text/plain';

function draftName(item: MediaDraft): string {
  return item.kind === 'file' ? item.file.name : item.name;
}

/** Images and videos are seen, so their title is also their alternative text. */
function isVisual(item: MediaDraft): boolean {
  const type = item.kind === 'file' ? item.file.type : item.mimeType;
  return type.startsWith('image/') || type.startsWith('video/');
}

function UploadRow({ file }: { file: File }) {
  const { t, i18n } = useTranslation();
  const percent = useUploadProgress(file) ?? 0;
  return (
    <ListItem>
      <ListItemIcon>
        <Movie aria-hidden="true" />
      </ListItemIcon>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="body2">
          {t('content.media.uploading', { name: file.name, percent: formatPercent(percent, i18n.language) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('content.media.progress', { name: file.name })}
        />
      </Box>
    </ListItem>
  );
}

export function MediaPicker({ value, onChange, onRemoveExisting, label, temporaryId }: MediaPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUpload();
  const dispatch = useAppDispatch();
  const [uploading, setUploading] = useState<File[]>([]);
  // The list and its field as last rendered: an upload that ends keeps the titles typed and the removals made
  // meanwhile, and lands in its section even if the section was moved meanwhile.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const change = (next: MediaDraft[]) => {
    latest.current.value = next;
    latest.current.onChange(next);
  };

  const addFiles = async (files: File[]) => {
    const plain = files
      .filter((f) => !isVideo(f))
      .map((file): MediaDraft => ({ kind: 'file', file, title: '' }));
    change([...latest.current.value, ...plain]);
    for (const file of files.filter(isVideo)) {
      setUploading((u) => [...u, file]);
      try {
        const answer = await upload<UploadAnswer>('/media/upload-media', file, {
          fields: { temporaryId, isSupplementary: 'false' },
        });
        const savedTitle = answer.title ?? '';
        change([
          ...latest.current.value,
          {
            kind: 'upload',
            id: answer.id,
            name: file.name,
            mimeType: answer.mimeType,
            title: savedTitle,
            savedTitle,
          },
        ]);
      } catch (error) {
        dispatch(notify({ message: errorMessageKey(error), type: 'error' }));
      } finally {
        setUploading((u) => u.filter((f) => f !== file));
      }
    }
  };

  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {(value.length > 0 || uploading.length > 0) && (
        <List dense sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, sm: 2 } }}>
          {value.map((item, i) => {
            const rowId = `${inputId}-${i}`;
            return (
              // The file's name and delete button on one line, its title beside them (below them on a phone).
              <ListItem
                key={item.kind === 'file' ? `f-${item.file.name}-${i}` : `m-${item.id}`}
                disableGutters
                data-testid="media-row"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: {
                    xs: 'auto minmax(0, 1fr) auto',
                    sm: 'auto minmax(0, 2fr) minmax(0, 3fr) auto',
                  },
                  gridTemplateAreas: {
                    xs: '"icon name remove" "title title title"',
                    sm: '"icon name title remove"',
                  },
                  columnGap: 1.5,
                  rowGap: 2,
                  alignItems: 'center',
                  py: 0,
                }}
              >
                <ListItemIcon sx={{ gridArea: 'icon', minWidth: 0 }}>
                  <AttachFile aria-hidden="true" />
                </ListItemIcon>
                <ListItemText
                  id={`${rowId}-name`}
                  primary={draftName(item)}
                  secondary={item.kind === 'existing' ? t('content.media.saved') : t('content.media.pending')}
                  sx={{ gridArea: 'name', my: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                />
                <TextField
                  id={`${rowId}-title`}
                  size="small"
                  fullWidth
                  label={t(isVisual(item) ? 'content.media.titleAlt' : 'content.media.title')}
                  value={item.title}
                  onChange={(e) =>
                    change(value.map((d, j) => (j === i ? { ...d, title: e.target.value } : d)))
                  }
                  slotProps={{
                    htmlInput: { maxLength: mediaTitleMax, 'aria-describedby': `${rowId}-name` },
                  }}
                  sx={{ gridArea: 'title' }}
                />
                <IconButton
                  aria-label={t('content.media.remove', { name: draftName(item) })}
                  onClick={() => {
                    if (item.kind === 'existing') onRemoveExisting(item.id);
                    change(value.filter((_, j) => j !== i));
                  }}
                  sx={{ gridArea: 'remove' }}
                >
                  <Delete />
                </IconButton>
              </ListItem>
            );
          })}
          {uploading.map((file) => (
            <UploadRow key={`${file.name}-${file.lastModified}`} file={file} />
          ))}
        </List>
      )}
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        size="small"
        startIcon={<AttachFile />}
        sx={{ mt: 1 }}
      >
        {t('content.media.add')}
        <input
          id={inputId}
          type="file"
          multiple
          accept={accept}
          hidden
          aria-label={label}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void addFiles(files);
          }}
        />
      </Button>
    </Box>
  );
}
