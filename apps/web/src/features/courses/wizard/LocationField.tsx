// Where an on-place course happens: click the map to pick it, or type the latitude and longitude.
import { Button, Grid, TextField, Typography } from '@mui/material';
import { defaultMapLocation } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../shared/ui/form';
import { LazyCourseMap } from '../components/LazyCourseMap';
import { type CourseForm, plainForm } from './courseForm';

function coordinate(value: string, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return value !== '' && Number.isFinite(n) && n >= min && n <= max ? n : fallback;
}

export function LocationField({ form }: { form: CourseForm }) {
  const { t } = useTranslation();
  const field = useFieldProps(plainForm(form), 'course');
  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');
  const pick = (lat: number, lng: number) => {
    form.setValue('latitude', String(lat), { shouldDirty: true, shouldValidate: true });
    form.setValue('longitude', String(lng), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('courses.form.mapHint')}
        </Typography>
        <LazyCourseMap
          label={t('courses.map.picker')}
          latitude={coordinate(latitude, defaultMapLocation.latitude, -90, 90)}
          longitude={coordinate(longitude, defaultMapLocation.longitude, -180, 180)}
          onPick={pick}
          height={300}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField
          {...field('latitude')}
          type="number"
          label={t('courses.form.latitude')}
          slotProps={{ htmlInput: { step: 'any', min: -90, max: 90 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField
          {...field('longitude')}
          type="number"
          label={t('courses.form.longitude')}
          slotProps={{ htmlInput: { step: 'any', min: -180, max: 180 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 2 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Button size="small" onClick={() => pick(defaultMapLocation.latitude, defaultMapLocation.longitude)}>
          {t('courses.form.defaultPlace')}
        </Button>
      </Grid>
    </Grid>
  );
}
