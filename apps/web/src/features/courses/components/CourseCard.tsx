// A course in a list: cover, category, title, levels, counts, start date and price; optional action below.
import { CalendarMonth, Layers, People } from '@mui/icons-material';
import { Box, Card, CardActionArea, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { RatingSummary } from '../../reviews';
import type { CourseItem } from '../api/listCourses';
import { CourseCover } from './CourseCover';
import { CoursePrice } from './CoursePrice';
import { LevelBadges } from './LevelBadges';

export function CourseCard({ course, to, action }: { course: CourseItem; to?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  const content = (
    <>
      <CourseCover course={course} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.4 }}>
          {course.category.title}
          {course.subcategory ? ` · ${course.subcategory.title}` : ''}
        </Typography>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
          {course.title}
        </Typography>
        <LevelBadges levels={course.unitLevels} />
        {course.ratingsCount > 0 && (
          <RatingSummary average={course.ratingAverage} count={course.ratingsCount} />
        )}
        <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', flexWrap: 'wrap' }}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Layers fontSize="small" aria-hidden="true" />
            <Typography variant="body2" component="span">
              {t('courses.card.units', { count: course.educationalUnitsCount })}
            </Typography>
          </Box>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <People fontSize="small" aria-hidden="true" />
            <Typography variant="body2" component="span">
              {t('courses.card.learners', { count: course.subscribedUsersCount })}
            </Typography>
          </Box>
        </Stack>
        {course.startTime && (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <CalendarMonth fontSize="small" aria-hidden="true" />
            <Typography variant="body2" component="span">
              {t('courses.card.starts', { date: formatDate(course.startTime) })}
            </Typography>
          </Box>
        )}
        <CoursePrice course={course} />
      </CardContent>
    </>
  );
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
      data-testid="course-card"
    >
      {to ? (
        <CardActionArea
          component={RouterLink}
          to={to}
          sx={{ flex: 1, alignItems: 'stretch', display: 'block' }}
        >
          {content}
        </CardActionArea>
      ) : (
        <Box sx={{ flex: 1 }}>{content}</Box>
      )}
      {action && <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions>}
    </Card>
  );
}
