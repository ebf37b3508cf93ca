// /dashboard/admin/courses/{courseId}/gradebook: a course's learners (all of them for an admin, an instructor's
// classes' for an instructor) against its tests, one page at a time, with the best or last attempt of each
// learning object's quiz; filtered by a search and a class, sorted by name, progress or enrolment, and
// downloadable as CSV (every row of the same filter).
import { ArrowBack, Download } from '@mui/icons-material';
import { Button, MenuItem, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { ListPage, pagesOf } from '../../../shared/ui/list';
import { useGradebookCsv } from '../api/downloadGradebookCsv';
import { useCourseClasses } from '../api/getCourseClasses';
import { type GradebookAttempt, useGradebook } from '../api/getGradebook';
import { GradebookTable } from '../components/GradebookTable';
import { useGradebookQuery } from '../lib/useGradebookQuery';

export function GradebookPage() {
  const { t } = useTranslation();
  const courseId = Number(useParams().courseId);
  const table = useGradebookQuery();
  const { query } = table;
  const result = useGradebook(courseId, query);
  const classes = useCourseClasses(courseId);
  const csv = useGradebookCsv();
  const gradebook = result.data;
  const filtered = query.search.trim() !== '' || query.classId !== null;
  const title = gradebook ? t('gradebook.titleOf', { title: gradebook.course.title }) : t('gradebook.title');

  return (
    <ListPage
      id="gradebook"
      title={title}
      subtitle={t('gradebook.subtitle')}
      actions={
        <>
          <Button component={RouterLink} to={paths.admin.courses} startIcon={<ArrowBack />}>
            {t('gradebook.back')}
          </Button>
          <Button
            variant="contained"
            startIcon={<Download />}
            loading={csv.isPending}
            disabled={!gradebook}
            onClick={() => csv.mutate({ courseId, query })}
          >
            {t('gradebook.csv.button')}
          </Button>
        </>
      }
      search={{
        id: 'gradebook-search',
        label: t('gradebook.search'),
        value: table.search,
        onChange: table.setSearch,
      }}
      filters={
        <>
          {(classes.data?.length ?? 0) > 0 && (
            <FilterSelect
              id="gradebook-class"
              label={t('gradebook.class')}
              size="small"
              value={query.classId === null ? '' : String(query.classId)}
              onChange={(value) => table.setClassId(value === '' ? null : Number(value))}
              sx={{ flex: '1 1 180px', minWidth: 0, maxWidth: { sm: 280 } }}
            >
              <MenuItem value="">{t('gradebook.allClasses')}</MenuItem>
              {classes.data?.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
            </FilterSelect>
          )}
          <ToggleButtonGroup
            exclusive
            size="small"
            value={query.attempt}
            onChange={(_, value: GradebookAttempt | null) => value && table.setAttempt(value)}
            aria-label={t('gradebook.attempt.label')}
          >
            <ToggleButton value="best">{t('gradebook.attempt.best')}</ToggleButton>
            <ToggleButton value="last">{t('gradebook.attempt.last')}</ToggleButton>
          </ToggleButtonGroup>
        </>
      }
      pending={result.isPending}
      error={result.error}
      onRetry={() => result.refetch()}
      empty={
        gradebook &&
        gradebook.rows.length === 0 && (
          <EmptyState
            headingLevel="h2"
            title={filtered ? t('gradebook.empty.filteredTitle') : t('gradebook.empty.title')}
            text={filtered ? t('gradebook.empty.filteredText') : t('gradebook.empty.text')}
          />
        )
      }
      pages={pagesOf(gradebook?.meta, query.page, table.setPage)}
    >
      {gradebook && (
        <GradebookTable
          caption={title}
          gradebook={gradebook}
          sort={query.sort}
          order={query.order}
          onSort={table.toggleSort}
          loading={result.isFetching}
        />
      )}
    </ListPage>
  );
}
