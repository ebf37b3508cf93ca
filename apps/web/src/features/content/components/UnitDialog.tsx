// Create or edit an educational unit (basic, intermediate or advanced) with its learning objects and sections.
import { zodResolver } from '@hookform/resolvers/zod';
import { Add } from '@mui/icons-material';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { unitTypes } from '@parcours/shared';
import { useRef, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { useConfirm } from '../../../shared/ui/ConfirmDialog';
import type { Unit } from '../api/getUnits';
import { useSaveUnit } from '../api/saveUnit';
import {
  newLearningObject,
  type Removed,
  type UnitFormValues,
  unitFormData,
  unitFormSchema,
  unitToForm,
} from '../model/unitForm';
import { LearningObjectEditor } from './LearningObjectEditor';

export interface UnitDialogProps {
  open: boolean;
  courseId: number;
  unit: Unit | null;
  onClose: () => void;
}

export function UnitDialog(props: UnitDialogProps) {
  return props.open ? <UnitForm {...props} /> : null;
}

function UnitForm({ courseId, unit, onClose }: UnitDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const save = useSaveUnit();
  const confirm = useConfirm();
  const temporaryId = useRef(`eu-${courseId}-${Date.now().toString(36)}`).current;
  const [removed, setRemoved] = useState<Removed>({ learningObjects: [], sections: [], media: [] });
  const form = useForm<UnitFormValues>({
    resolver: zodResolver(unitFormSchema),
    defaultValues: unitToForm(unit),
  });
  const los = useFieldArray({ control: form.control, name: 'learningObjects' });
  const err = form.formState.errors;
  const { ref, ...title } = form.register('title');

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { courseId, unitId: unit?.id, form: unitFormData(values, removed) },
      { onSuccess: () => onClose() },
    ),
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby="unit-dialog-title"
    >
      <form noValidate onSubmit={submit} style={formLayout}>
        <DialogTitle id="unit-dialog-title">
          {unit ? t('content.unit.editTitle') : t('content.unit.createTitle')}
        </DialogTitle>
        <DialogContent dividers>
          {save.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translateMessage(errorMessageKey(save.error))}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ mb: 3 }}>
            <Grid size={{ xs: 12, md: 8 }}>
              <TextField
                {...title}
                inputRef={ref}
                id="unit-title"
                fullWidth
                label={t('content.unit.title')}
                error={Boolean(err.title)}
                helperText={err.title?.message ? translateMessage(err.title.message) : undefined}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <TextField
                    select
                    id="unit-type"
                    fullWidth
                    label={t('content.unit.type')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={Boolean(err.type)}
                    helperText={err.type?.message ? translateMessage(err.type.message) : undefined}
                  >
                    {unitTypes.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t(`content.unit.types.${type}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
          </Grid>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('content.lo.list')}
          </Typography>
          <Stack spacing={2}>
            {los.fields.map((field, index) => (
              <LearningObjectEditor
                key={field.id}
                form={form}
                index={index}
                temporaryId={temporaryId}
                onRemoveMedia={(id) => setRemoved((r) => ({ ...r, media: [...r.media, id] }))}
                onRemove={async () => {
                  if (!(await confirm.ask(t('content.lo.confirmDelete', { number: index + 1 })))) return;
                  const id = form.getValues(`learningObjects.${index}.id`);
                  if (id) setRemoved((r) => ({ ...r, learningObjects: [...r.learningObjects, id] }));
                  los.remove(index);
                }}
                onRemoveSection={async (id, remove, number) => {
                  if (!(await confirm.ask(t('content.section.confirmDelete', { number })))) return;
                  if (id) setRemoved((r) => ({ ...r, sections: [...r.sections, id] }));
                  remove();
                }}
              />
            ))}
          </Stack>
          <Button startIcon={<Add />} onClick={() => los.append(newLearningObject())} sx={{ mt: 2 }}>
            {t('content.lo.add')}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('content.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending} data-testid="unit-save">
            {t('content.unit.save')}
          </Button>
        </DialogActions>
      </form>
      {confirm.dialog}
    </Dialog>
  );
}

// Lets the dialog's content scroll between a fixed title and fixed actions although a form wraps them.
const formLayout = { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } as const;
