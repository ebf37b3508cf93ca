// One learning object of the unit form: title, type (abstract or concrete), summary, media and its sections.
import { Add, Delete } from '@mui/icons-material';
import { Button, Grid, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { learningObjectTypes } from '@parcours/shared';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { newSection, type UnitFormValues } from '../model/unitForm';
import { MediaPicker } from './MediaPicker';
import { SectionEditor } from './SectionEditor';

export interface LearningObjectEditorProps {
  form: UseFormReturn<UnitFormValues>;
  index: number;
  temporaryId: string;
  onRemove: () => void;
  onRemoveSection: (sectionId: number | undefined, remove: () => void, number: number) => void;
  onRemoveMedia: (id: number) => void;
}

export function LearningObjectEditor(props: LearningObjectEditorProps) {
  const { form, index, temporaryId, onRemove, onRemoveSection, onRemoveMedia } = props;
  const { t } = useTranslation();
  const sections = useFieldArray({ control: form.control, name: `learningObjects.${index}.sections` });
  const errors = form.formState.errors.learningObjects?.[index];
  const number = index + 1;
  const id = `unit-lo${index}`;
  const { ref, ...title } = form.register(`learningObjects.${index}.title`);
  const { ref: summaryRef, ...summary } = form.register(`learningObjects.${index}.summary`);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2 }} data-testid="lo-editor">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {t('content.lo.heading', { number })}
        </Typography>
        <IconButton aria-label={t('content.lo.delete', { number })} onClick={onRemove}>
          <Delete />
        </IconButton>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField
            {...title}
            inputRef={ref}
            id={`${id}-title`}
            fullWidth
            label={t('content.lo.title')}
            error={Boolean(errors?.title)}
            helperText={errors?.title?.message ? translateMessage(errors.title.message) : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            control={form.control}
            name={`learningObjects.${index}.type`}
            render={({ field }) => (
              <TextField
                select
                id={`${id}-type`}
                fullWidth
                label={t('content.lo.type')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(errors?.type)}
                helperText={errors?.type?.message ? translateMessage(errors.type.message) : undefined}
              >
                {learningObjectTypes.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`content.lo.types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...summary}
            inputRef={summaryRef}
            id={`${id}-summary`}
            fullWidth
            multiline
            label={t('content.lo.summary')}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name={`learningObjects.${index}.media`}
            render={({ field }) => (
              <MediaPicker
                label={t('content.lo.media', { number })}
                value={field.value}
                onChange={field.onChange}
                onRemoveExisting={onRemoveMedia}
                temporaryId={temporaryId}
              />
            )}
          />
        </Grid>
      </Grid>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {sections.fields.map((field, s) => (
          <SectionEditor
            key={field.id}
            form={form}
            lo={index}
            index={s}
            count={sections.fields.length}
            temporaryId={temporaryId}
            onMove={(step) => sections.move(s, s + step)}
            onRemoveMedia={onRemoveMedia}
            onRemove={() =>
              onRemoveSection(
                form.getValues(`learningObjects.${index}.sections.${s}.id`),
                () => sections.remove(s),
                s + 1,
              )
            }
          />
        ))}
      </Stack>
      <Button startIcon={<Add />} onClick={() => sections.append(newSection())} sx={{ mt: 1 }}>
        {t('content.section.add')}
      </Button>
    </Paper>
  );
}
