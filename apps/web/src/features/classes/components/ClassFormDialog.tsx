// The class form (create or edit) in a dialog: name, the courses members are enrolled in, and whether accounts
// signing up with the code are approved at once.
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { classBody } from '@parcours/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey, fieldErrors, snakifyKeys } from '../../../shared/http';
import { useAdminCourses, useCourses } from '../../courses';
import type { AdminClass } from '../api/listClasses';
import { useSaveClass } from '../api/saveClass';

interface Props {
  /** The class to edit, or null to create one. */
  editing: AdminClass | null;
  onClose: () => void;
  onSaved: (saved: AdminClass, message: string) => void;
}

type CourseOption = { id: number; title: string };

export function ClassFormDialog({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSaveClass();
  const [name, setName] = useState(editing?.name ?? '');
  const [courses, setCourses] = useState<CourseOption[]>(editing?.courses ?? []);
  const [autoApprove, setAutoApprove] = useState(editing?.autoApprove ?? false);
  const [errors, setErrors] = useState<{ name?: string; courseIds?: string; form?: string }>({});
  // The courses the caller authors (every course for an admin, drafts included) and the published catalogue: an
  // instructor attaches either, never another author's draft (the server checks the same rule).
  const authored = useAdminCourses({ page: 1, perPage: 100 });
  const published = useCourses({ page: 1, perPage: 100, sort: 'title_asc' });
  const catalogue = { isPending: authored.isPending || published.isPending };
  const byId = new Map<number, CourseOption>();
  for (const c of [...(authored.data?.data ?? []), ...(published.data?.data ?? [])])
    byId.set(c.id, { id: c.id, title: c.title });
  const options: CourseOption[] = [...byId.values()].sort((a, b) => a.title.localeCompare(b.title));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { name, courseIds: courses.map((c) => c.id), autoApprove };
    const parsed = classBody.safeParse(snakifyKeys(values));
    if (!parsed.success) {
      setErrors({ name: parsed.error.issues.find((i) => i.path[0] === 'name')?.message });
      return;
    }
    setErrors({});
    save.mutate(
      { id: editing?.id ?? null, values },
      {
        onSuccess: (answer) => onSaved(answer.data, answer.message),
        onError: (error) => {
          const found = fieldErrors(error);
          setErrors({
            name: found.name,
            courseIds: found.courseIds,
            form: Object.keys(found).length ? undefined : errorMessageKey(error),
          });
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="class-form-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="class-form-title">
          {t(editing ? 'classes.form.editTitle' : 'classes.form.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors.form && (
              <Alert severity="error" role="alert">
                {translateMessage(errors.form)}
              </Alert>
            )}
            <TextField
              id="class-name"
              label={t('classes.form.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ? translateMessage(errors.name) : undefined}
              fullWidth
              autoFocus
            />
            <Autocomplete
              multiple
              id="class-courses"
              options={options}
              value={courses}
              loading={catalogue.isPending}
              onChange={(_e, value) => setCourses(value)}
              getOptionLabel={(o) => o.title}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('classes.form.courses')}
                  error={Boolean(errors.courseIds)}
                  helperText={
                    errors.courseIds ? translateMessage(errors.courseIds) : t('classes.form.coursesHint')
                  }
                />
              )}
            />
            <FormControlLabel
              control={
                <Switch
                  id="class-auto-approve"
                  checked={autoApprove}
                  onChange={(e) => setAutoApprove(e.target.checked)}
                />
              }
              label={t('classes.form.autoApprove')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('classes.form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('classes.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
