// The first three steps of the course form: about the course, price and audience, place and time.
import { Checkbox, FormControlLabel, Grid, InputAdornment, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../shared/ui/DateField';
import { useFieldProps } from '../../../shared/ui/form';
import { useCategories } from '../../categories';
import { type CourseForm, plainForm } from './courseForm';
import { ChoiceField, SelectField } from './FormControls';
import { LocationField } from './LocationField';
import { SelectedUsersField } from './SelectedUsersField';

type Form = CourseForm;

const courseLanguages = ['en', 'fr', 'ar', 'es', 'de'] as const;

export function AboutStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const field = useFieldProps(plainForm(form), 'course');
  const categories = useCategories({ perPage: 100, page: 1 });
  const list = categories.data?.data ?? [];
  const categoryId = form.watch('categoryId');
  const children = list.find((c) => String(c.id) === categoryId)?.children ?? [];
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <TextField {...field('title')} label={t('courses.form.title')} required />
      </Grid>
      <Grid size={12}>
        <TextField
          {...field('description')}
          label={t('courses.form.description')}
          required
          multiline
          minRows={4}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField
          control={form.control}
          name="categoryId"
          required
          label={t('courses.form.category')}
          options={list.map((c) => ({ value: String(c.id), label: c.title }))}
          onPicked={() => form.setValue('subcategoryId', '')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField
          control={form.control}
          name="subcategoryId"
          label={t('courses.form.subcategory')}
          disabled={children.length === 0}
          options={[
            { value: '', label: t('courses.form.none') },
            ...children.map((c) => ({ value: String(c.id), label: c.title })),
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField
          control={form.control}
          name="language"
          required
          label={t('courses.form.language')}
          options={courseLanguages.map((l) => ({ value: l, label: t(`courses.languages.${l}`) }))}
        />
      </Grid>
    </Grid>
  );
}

export function AudienceStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const field = useFieldProps(plainForm(form), 'course');
  const paid = form.watch('isPaid') === 'true';
  const isPrivate = form.watch('isPublic') === 'false';
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <ChoiceField
          control={form.control}
          name="isPaid"
          label={t('courses.form.paid')}
          options={yesNo(t('courses.form.paidYes'), t('courses.form.paidNo'))}
        />
      </Grid>
      {paid && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('price')}
              type="number"
              label={t('courses.form.price')}
              required
              slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('discount')}
              type="number"
              label={t('courses.form.discount')}
              required
              slotProps={{
                htmlInput: { min: 0, max: 100, step: 1 },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          </Grid>
          <Grid size={12}>
            <FlagField form={form} name="paymentConfirmation" label={t('courses.form.paymentConfirmation')} />
          </Grid>
        </>
      )}
      <Grid size={12}>
        <TextField {...field('facilitator')} label={t('courses.form.facilitator')} required />
      </Grid>
      <Grid size={12}>
        <ChoiceField
          control={form.control}
          name="isPublic"
          label={t('courses.form.public')}
          options={yesNo(t('courses.form.publicYes'), t('courses.form.publicNo'))}
        />
      </Grid>
      {isPrivate && (
        <Grid size={12}>
          <SelectedUsersField control={form.control} />
        </Grid>
      )}
    </Grid>
  );
}

export function PlaceStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const field = useFieldProps(plainForm(form), 'course');
  const type = form.watch('teachingType');
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <ChoiceField
          control={form.control}
          name="teachingType"
          label={t('courses.form.teachingType')}
          options={[
            { value: 'online', label: t('courses.form.online') },
            { value: 'on_place', label: t('courses.form.onPlace') },
          ]}
        />
      </Grid>
      {type === 'online' && (
        <Grid size={12}>
          <TextField
            {...field('link')}
            type="url"
            label={t('courses.form.link')}
            required
            placeholder="https://"
          />
        </Grid>
      )}
      {type === 'on_place' && (
        <Grid size={12}>
          <LocationField form={form} />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField
          form={plainForm(form)}
          name="startTime"
          idPrefix="course"
          label={t('courses.form.startTime')}
          withTime
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField
          form={plainForm(form)}
          name="endTime"
          idPrefix="course"
          label={t('courses.form.endTime')}
          withTime
        />
      </Grid>
      {(
        [
          ['isSequential', 'sequential'],
          ['contentRequiresPretest', 'contentRequiresPretest'],
          ['completionRequiresQuizzes', 'completionRequiresQuizzes'],
          ['adaptsMedia', 'adaptsMedia'],
        ] as const
      ).map(([name, label]) => (
        <Grid size={12} key={name}>
          <FlagField form={form} name={name} label={t(`courses.form.${label}`)} />
        </Grid>
      ))}
      <Grid size={12}>
        <ChoiceField
          control={form.control}
          name="postTestRule"
          label={t('courses.form.postTestRule')}
          options={(['first', 'best', 'latest'] as const).map((value) => ({
            value,
            label: t(`courses.form.postTestRules.${value}`),
          }))}
        />
      </Grid>
    </Grid>
  );
}

type FlagName =
  | 'isSequential'
  | 'contentRequiresPretest'
  | 'completionRequiresQuizzes'
  | 'adaptsMedia'
  | 'paymentConfirmation';

/** One yes/no setting of the course as a labelled checkbox. */
function FlagField({ form, name, label }: { form: Form; name: FlagName; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <FormControlLabel
          control={
            <Checkbox checked={f.value} onChange={(e) => f.onChange(e.target.checked)} inputRef={f.ref} />
          }
          label={label}
        />
      )}
    />
  );
}
