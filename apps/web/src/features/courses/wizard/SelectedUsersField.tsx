// The learners of a private course: an autocomplete over approved accounts (GET /api/admin/accepted-users).
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { useAcceptedUsers } from '../api/listAcceptedUsers';
import type { CourseFormControl, PickedUser } from './courseForm';

export function SelectedUsersField({ control }: { control: CourseFormControl }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim());
  const users = useAcceptedUsers(search);
  const options: PickedUser[] = (users.data?.data ?? []).map((u) => ({
    id: u.id,
    label: `${u.firstName} ${u.lastName} (${u.email})`,
  }));
  return (
    <Controller
      control={control}
      name="selectedUsers"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          id="course-selected-users"
          options={options}
          value={field.value}
          loading={users.isFetching}
          filterOptions={(x) => x}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(o) => o.label}
          onChange={(_, value) => field.onChange(value)}
          onInputChange={(_, value) => setInput(value)}
          noOptionsText={t('courses.form.noUsers')}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t('courses.form.selectedUsers')}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message
                  ? translateMessage(fieldState.error.message)
                  : t('courses.form.selectedUsersHint')
              }
            />
          )}
        />
      )}
    />
  );
}
