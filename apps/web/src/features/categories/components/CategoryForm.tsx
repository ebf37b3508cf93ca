// The admin category form: title, picture and the sub categories edited in place (docs/design/product.md §5 and §7).
import { zodResolver } from '@hookform/resolvers/zod';
import { Add, DeleteOutline, UploadFile } from '@mui/icons-material';
import { Alert, Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { applyServerErrors, useFieldProps } from '../../../shared/ui/form';
import type { CategoryItem } from '../api/listCategories';
import type { CategoryFormValues } from '../api/saveCategory';
import { CategoryPicture } from './CategoryCard';

const categoryFormSchema = z.object({
  title: z.string().trim().min(1, 'validation.categoryTitleRequired').max(150, 'validation.tooLong'),
  subCategories: z.array(
    z
      .object({ id: z.number().optional(), title: z.string().max(150, 'validation.tooLong') })
      // a new empty line is dropped; an existing one cannot be renamed to nothing
      .refine((line) => line.id === undefined || line.title.trim() !== '', {
        path: ['title'],
        message: 'validation.subCategoryTitleRequired',
      }),
  ),
});
type FormShape = z.infer<typeof categoryFormSchema>;

export interface CategoryFormProps {
  category?: CategoryItem;
  pending: boolean;
  error: unknown;
  /** Saves; a rejection with field messages (422) puts them on the fields. */
  onSubmit: (values: CategoryFormValues) => Promise<unknown>;
  onCancel: () => void;
}

export function CategoryForm({ category, pending, error, onSubmit, onCancel }: CategoryFormProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<File | null>(null);
  const [deleted, setDeleted] = useState<number[]>([]);
  const form = useForm<FormShape>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      title: category?.title ?? '',
      subCategories: category?.children.map((c) => ({ id: c.id, title: c.title })) ?? [{ title: '' }],
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'subCategories', keyName: 'key' });
  const field = useFieldProps(form, 'category');
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const removeLine = (index: number) => {
    const id = form.getValues(`subCategories.${index}.id`);
    if (id !== undefined) setDeleted((list) => [...list, id]);
    lines.remove(index);
  };

  const submit = async (values: FormShape) => {
    try {
      await onSubmit({
        title: values.title,
        image,
        subCategories: values.subCategories,
        deletedSubCategories: deleted,
      });
    } catch (e) {
      applyServerErrors(form, e);
    }
  };

  const lineErrors = form.formState.errors.subCategories;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, borderRadius: 3 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby="category-form-heading">
        <Typography id="category-form-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 3 }}>
          {category ? t('categories.form.editHeading') : t('categories.form.addHeading')}
        </Typography>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {translateMessage(errorMessageKey(error))}
          </Alert>
        ) : null}
        <Stack spacing={3}>
          <TextField {...field('title')} label={t('categories.form.title')} required />
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {t('categories.form.image')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Box
                sx={{ width: 200, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}
              >
                {preview ? (
                  <Box
                    component="img"
                    src={preview}
                    alt=""
                    sx={{ width: '100%', height: 120, objectFit: 'cover' }}
                  />
                ) : (
                  <CategoryPicture link={category?.image?.url} height={120} />
                )}
              </Box>
              <Button component="label" variant="outlined" startIcon={<UploadFile />}>
                {t('categories.form.chooseImage')}
                <input
                  hidden
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  data-testid="category-image-input"
                  onChange={(e) => setImage(e.target.files?.[0] ?? null)}
                />
              </Button>
              {image && <Typography variant="body2">{image.name}</Typography>}
            </Stack>
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              {t('categories.form.subcategories')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('categories.form.subcategoriesHint')}
            </Typography>
            <Stack spacing={1.5}>
              {lines.fields.map((line, index) => {
                const message = lineErrors?.[index]?.title?.message;
                const { ref, ...rest } = form.register(`subCategories.${index}.title`);
                return (
                  <Stack key={line.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      {...rest}
                      inputRef={ref}
                      id={`category-sub-${index}`}
                      fullWidth
                      size="small"
                      label={t('categories.form.subcategoryN', { n: index + 1 })}
                      error={Boolean(message)}
                      helperText={message ? translateMessage(message) : undefined}
                    />
                    <IconButton
                      onClick={() => removeLine(index)}
                      aria-label={t('categories.form.removeSubcategory', { n: index + 1 })}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Stack>
                );
              })}
            </Stack>
            <Button startIcon={<Add />} onClick={() => lines.append({ title: '' })} sx={{ mt: 1.5 }}>
              {t('categories.form.addSubcategory')}
            </Button>
          </Box>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>{t('categories.form.cancel')}</Button>
            <Button type="submit" variant="contained" loading={pending}>
              {category ? t('categories.form.save') : t('categories.form.create')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
