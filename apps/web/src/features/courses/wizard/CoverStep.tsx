// The cover step: the picture is uploaded at once under the draft's temporary id and attached on save.
import { UploadFile } from '@mui/icons-material';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { mediaUrl, thumbnailLink } from '../../../shared/format/media';
import { useUploadProgress } from '../../../shared/hooks/useUpload';
import { errorMessageKey } from '../../../shared/http';
import { useUploadCover } from '../api/uploadCover';
import type { CourseForm } from './courseForm';

export function CoverStep({
  form,
  ensureTemporaryId,
}: {
  form: CourseForm;
  ensureTemporaryId: () => Promise<string>;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadCover();
  const progress = useUploadProgress(file);
  const cover = mediaUrl(form.watch('coverLink'));

  const choose = async (chosen: File | null) => {
    if (!chosen) return;
    setFile(chosen);
    const temporaryId = await ensureTemporaryId();
    upload.mutate(
      { file: chosen, temporaryId },
      {
        onSuccess: (media) => form.setValue('coverLink', thumbnailLink(media) ?? '', { shouldDirty: true }),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('courses.form.coverHint')}</Typography>
      <Box
        sx={{
          width: '100%',
          maxWidth: 420,
          aspectRatio: '16 / 9',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {cover ? (
          <Box
            component="img"
            src={cover}
            alt={t('courses.form.coverPreview')}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            data-testid="cover-preview"
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('courses.form.noCover')}
          </Typography>
        )}
      </Box>
      <Box>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} loading={upload.isPending}>
          {cover ? t('courses.form.replaceCover') : t('courses.form.chooseCover')}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            data-testid="cover-input"
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
          />
        </Button>
      </Box>
      {upload.isPending && progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label={t('courses.form.uploading')} />
      )}
      {upload.isSuccess && (
        <Alert severity="success" role="status">
          {t('courses.form.coverUploaded')}
        </Alert>
      )}
      {upload.isError && (
        <Alert severity="error" role="alert">
          {translateMessage(errorMessageKey(upload.error))}
        </Alert>
      )}
    </Stack>
  );
}

export function QuizStep({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('courses.form.quizInfo')}</Alert>
      <Typography color="text.secondary">
        {editing ? t('courses.form.quizReadyEdit') : t('courses.form.quizReadyCreate')}
      </Typography>
    </Stack>
  );
}
