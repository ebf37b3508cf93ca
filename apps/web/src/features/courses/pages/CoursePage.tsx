// /courses/{courseId}: one course — description, facilitator, schedule, place or link, price, units, enrol.
import { Event, Link as LinkIcon, Person, Place, Schedule } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { formatDateTime } from '../../../shared/format/dates';
import { errorMessageKey, isHttpError } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { selectUser, useAppSelector } from '../../../shared/store';
import { EmptyState } from '../../../shared/ui';
import { RecommendedCourses } from '../../recommendations';
import { CourseReviews, RatingSummary } from '../../reviews';
import { useCourse } from '../api/getCourse';
import { CourseCover } from '../components/CourseCover';
import { CoursePrice } from '../components/CoursePrice';
import { EnrolButton } from '../components/EnrolButton';
import { LazyCourseMap } from '../components/LazyCourseMap';
import { LevelBadges } from '../components/LevelBadges';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <Typography
        variant="body2"
        color="text.secondary"
        component="dt"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Box component="span" sx={{ color: 'primary.main', display: 'inline-flex' }} aria-hidden="true">
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, pl: 4, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </div>
  );
}

export function CoursePage() {
  const { t } = useTranslation();
  const { courseId } = useParams();
  const id = Number(courseId);
  const query = useCourse(id);
  const user = useAppSelector(selectUser);

  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (query.isError && isHttpError(query.error) && query.error.status === 404)
  ) {
    return (
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <EmptyState
          headingLevel="h2"
          title={t('error.courseNotFound')}
          text={t('courses.detail.soonText')}
          action={
            <Button component={RouterLink} to={paths.courses} variant="contained">
              {t('courses.detail.back')}
            </Button>
          }
        />
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container sx={{ py: 6 }}>
        <Alert severity="error" role="alert">
          {translateMessage(errorMessageKey(query.error))}
        </Alert>
      </Container>
    );
  }
  if (query.isPending) {
    return (
      <Container sx={{ py: 6 }} aria-busy="true">
        <Skeleton variant="rounded" height={320} />
      </Container>
    );
  }
  const course = query.data;
  const onPlace = course.teachingType === 'on_place';
  const hasPlace = onPlace && course.latitude !== null && course.longitude !== null;
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <CourseCover course={course} thumbnail={false} aspectRatio="16 / 7" />
            <Box sx={{ p: { xs: 2, md: 3 } }}>
              <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
                <Chip size="small" label={course.category.title} />
                {course.subcategory && (
                  <Chip size="small" variant="outlined" label={course.subcategory.title} />
                )}
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('courses.detail.language', { language: course.language.toUpperCase() })}
                />
              </Stack>
              <Typography
                variant="h2"
                sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}
                data-testid="course-title"
              >
                {course.title}
              </Typography>
              <LevelBadges levels={course.unitLevels} />
              <Box sx={{ mt: 1 }}>
                <RatingSummary average={course.ratingAverage} count={course.ratingsCount} />
              </Box>
              <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{course.description}</Typography>
            </Box>
          </Paper>
          <Paper
            variant="outlined"
            sx={{ borderRadius: 3, p: { xs: 2, md: 3 }, mt: 3 }}
            component="section"
            aria-labelledby="units-heading"
          >
            <Typography id="units-heading" variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {t('courses.detail.units')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('courses.detail.counts', {
                units: course.educationalUnitsCount,
                objects: course.learningObjectsCount,
              })}
            </Typography>
            {course.educationalUnits && course.educationalUnits.length > 0 ? (
              <List>
                {course.educationalUnits.map((unit, index) => (
                  <ListItem key={unit.id} divider={index < (course.educationalUnits?.length ?? 0) - 1}>
                    <ListItemText
                      primary={unit.title}
                      secondary={`${t(`courses.levels.${unit.type}`, { defaultValue: unit.type })} · ${t('courses.detail.objects', { count: unit.learningObjectsCount })}`}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography sx={{ mt: 1 }}>{t('courses.detail.noUnits')}</Typography>
            )}
          </Paper>
          <CourseReviews courseId={course.id} enrolled={course.isSubscribed} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper
            variant="outlined"
            sx={{ borderRadius: 3, p: { xs: 2, md: 3 }, position: { md: 'sticky' }, top: { md: 86 } }}
          >
            <CoursePrice course={course} size="large" />
            <Box sx={{ my: 2 }}>
              <EnrolButton course={course} fullWidth />
            </Box>
            <Stack component="dl" spacing={2} sx={{ m: 0 }}>
              <Fact icon={<Person />} label={t('courses.detail.facilitator')}>
                {course.facilitator}
              </Fact>
              <Fact icon={<Event />} label={t('courses.detail.start')}>
                {course.startTime ? formatDateTime(course.startTime) : t('courses.detail.notSet')}
              </Fact>
              <Fact icon={<Schedule />} label={t('courses.detail.end')}>
                {course.endTime ? formatDateTime(course.endTime) : t('courses.detail.notSet')}
              </Fact>
              {onPlace ? (
                <Fact icon={<Place />} label={t('courses.detail.place')}>
                  {hasPlace ? (
                    <span data-testid="course-coordinates">
                      {t('courses.detail.coordinates', {
                        latitude: course.latitude,
                        longitude: course.longitude,
                      })}
                    </span>
                  ) : (
                    t('courses.detail.notSet')
                  )}
                </Fact>
              ) : (
                <Fact icon={<LinkIcon />} label={t('courses.detail.online')}>
                  {course.link ? (
                    <Link href={course.link} target="_blank" rel="noopener noreferrer">
                      {course.link}
                    </Link>
                  ) : course.isSubscribed ? (
                    t('courses.detail.notSet')
                  ) : (
                    // the server sends the meeting link to enrolled learners only
                    t('courses.detail.linkAfterEnrolment')
                  )}
                </Fact>
              )}
            </Stack>
            {hasPlace && (
              <Box sx={{ mt: 2 }}>
                <LazyCourseMap
                  label={t('courses.map.readOnly')}
                  latitude={course.latitude as number}
                  longitude={course.longitude as number}
                  height={220}
                />
              </Box>
            )}
          </Paper>
        </Grid>
      </Grid>
      {/* Recommendations are personal: only a learner gets them, from the course they are looking at. */}
      {user?.role === 0 && (
        <Box sx={{ mt: 4 }}>
          <RecommendedCourses courseId={id} headingLevel="h2" />
        </Box>
      )}
    </Container>
  );
}
