// A profile picture chooser: the current or chosen picture as a preview, and the upload progress while saving.
import { PhotoCamera } from '@mui/icons-material';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadProgress } from '../../../shared/hooks/useUpload';
import { UserAvatar } from '../../../shared/ui';

const pictureTypes = 'image/jpeg,image/png,image/webp,image/gif';

export interface PictureFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The stored picture's signed link, shown until another one is chosen. */
  currentLink?: string | null;
  name: string;
  saving?: boolean;
  id?: string;
}

export function PictureField({ file, onChange, currentLink, name, saving, id }: PictureFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const progress = useUploadProgress(saving ? file : null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} id={id}>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={t('users.picture.preview')}
          data-testid="picture-preview"
          sx={{ width: 88, height: 88, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
        />
      ) : (
        <UserAvatar link={currentLink} name={name} size={88} />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
          {t('users.picture.label')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<PhotoCamera />}>
            {file || currentLink ? t('users.picture.replace') : t('users.picture.choose')}
            <input
              id={inputId}
              type="file"
              accept={pictureTypes}
              aria-describedby={hintId}
              data-testid="picture-input"
              hidden
              onChange={(e) => {
                onChange(e.target.files?.[0] ?? null);
                e.target.value = '';
              }}
            />
          </Button>
          {file && (
            <Button onClick={() => onChange(null)} disabled={saving}>
              {t('users.picture.remove')}
            </Button>
          )}
        </Stack>
        <Typography
          id={hintId}
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, overflowWrap: 'break-word' }}
        >
          {file ? file.name : t('users.picture.hint')}
        </Typography>
        {progress !== null && (
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('users.picture.progress')}
            sx={{ mt: 1 }}
          />
        )}
      </Box>
    </Stack>
  );
}
