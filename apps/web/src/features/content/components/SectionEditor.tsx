import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import type { UnitFormValues } from '../model/unitForm';
import { MediaPicker } from './MediaPicker';
import { MoveRemoveButtons } from './MoveRemoveButtons';

export interface SectionEditorProps {
  form: UseFormReturn<UnitFormValues>;
  lo: number;
  index: number;
  /** How many sections the learning object has. */
  count: number;
  temporaryId: string;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onRemoveMedia: (id: number) => void;
}

export function SectionEditor(props: SectionEditorProps) {
  const { form, lo, index, count, temporaryId, onMove, onRemove, onRemoveMedia } = props;
  const { t } = useTranslation();
  const name = `learningObjects.${lo}.sections.${index}` as const;
  const errors = form.formState.errors.learningObjects?.[lo]?.sections?.[index];
  const id = `unit-lo${lo}-s${index}`;
  const text = (field: 'title' | 'description' | 'duration' | 'externalUrl' | 'externalUrlTitle') => {
    const message = errors?.[field]?.message;
    const { ref, ...rest } = form.register(`${name}.${field}`);
    return {
      ...rest,
      inputRef: ref,
      id: `${id}-${field}`,
      fullWidth: true,
      error: Boolean(message),
      helperText: message ? translateMessage(message) : undefined,
    };
  };
  const number = index + 1;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="section-editor">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="h5">
          {t('content.section.heading', { number })}
        </Typography>
        <MoveRemoveButtons
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          labels={{
            up: t('content.section.moveUp', { number }),
            down: t('content.section.moveDown', { number }),
            remove: t('content.section.delete', { number }),
          }}
        />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField label={t('content.section.title')} {...text('title')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField label={t('content.section.duration')} inputMode="numeric" {...text('duration')} />
        </Grid>
        <Grid size={12}>
          <TextField
            label={t('content.section.description')}
            multiline
            minRows={2}
            {...text('description')}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name={`${name}.hasQuiz`}
            render={({ field }) => (
              <FormControl error={Boolean(errors?.hasQuiz)}>
                <FormLabel id={`${id}-quiz`}>{t('content.section.hasQuiz')}</FormLabel>
                <RadioGroup row aria-labelledby={`${id}-quiz`} value={field.value} onChange={field.onChange}>
                  <FormControlLabel value="yes" control={<Radio />} label={t('content.yes')} />
                  <FormControlLabel value="no" control={<Radio />} label={t('content.no')} />
                </RadioGroup>
                {errors?.hasQuiz?.message && (
                  <FormHelperText>{translateMessage(errors.hasQuiz.message)}</FormHelperText>
                )}
              </FormControl>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label={t('content.section.externalUrl')} type="url" {...text('externalUrl')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label={t('content.section.externalUrlTitle')} {...text('externalUrlTitle')} />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name={`${name}.media`}
            render={({ field }) => (
              <MediaPicker
                label={t('content.section.media', { number })}
                value={field.value}
                onChange={field.onChange}
                onRemoveExisting={onRemoveMedia}
                temporaryId={temporaryId}
              />
            )}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
