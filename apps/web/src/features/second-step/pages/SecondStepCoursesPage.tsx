// The learner's course step: /second-step/courses/{subcategoryId} (or every open course without one); enrolling
// opens the course's pre-test.
import { ArrowBack } from '@mui/icons-material';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { CourseCard, CourseGrid, EnrolButton, useLearnerCourses } from '../../courses';

export function SecondStepCoursesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subcategoryId } = useParams();
  const id = subcategoryId ? Number(subcategoryId) : null;
  const [page, setPage] = useState(1);
  const query = useLearnerCourses(id, { page });
  return (
    <Box component="section" aria-labelledby="step-courses-heading">
      <Button onClick={() => navigate(-1)} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t('secondStep.pages.back')}
      </Button>
      <Typography id="step-courses-heading" variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {t('secondStep.pages.coursesHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('secondStep.pages.coursesIntro')}
      </Typography>
      <CourseGrid
        query={query}
        page={page}
        onPage={setPage}
        renderCard={(course) => (
          <CourseCard
            course={course}
            action={<EnrolButton course={course} pretestPath={paths.secondStep.pretestCourse} fullWidth />}
          />
        )}
        emptyTitle={t('secondStep.pages.noCoursesTitle')}
        emptyText={t('secondStep.pages.noCourses')}
      />
      <Button component={RouterLink} to={paths.secondStep.categories} sx={{ mt: 3 }}>
        {t('secondStep.pages.otherCategory')}
      </Button>
    </Box>
  );
}
