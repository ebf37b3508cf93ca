// Courses recommended to a learner on a course: cards with the reasons each was ranked by; an empty state
// when nothing fits.
import { School } from '@mui/icons-material';
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  CircularProgress,
  Grid,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { translateMessage } from '../../../i18n';
import { mediaUrl, thumbnailLink } from '../../../shared/format/media';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { type RecommendedCourse, useRecommendedCourses } from '../api/getRecommendedCourses';

export interface RecommendedCoursesProps {
  /** The course the learner is on. */
  courseId: number;
  /** The section heading's level: h2 on a page of its own, h3 inside a page section (default). */
  headingLevel?: 'h2' | 'h3';
}

function RecommendationCard({ item }: { item: RecommendedCourse }) {
  const { t } = useTranslation();
  const cover = item.course.media[0];
  const image = mediaUrl(thumbnailLink(cover));
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }} data-testid="recommended-course">
      <CardActionArea
        component={RouterLink}
        to={paths.course(item.course.id)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        {image ? (
          <CardMedia component="img" image={image} alt="" sx={{ height: 120, objectFit: 'cover' }} />
        ) : (
          <Box
            sx={{ height: 120, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
            aria-hidden="true"
          >
            <School fontSize="large" />
          </Box>
        )}
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {[item.course.category.title, item.course.subcategory?.title].filter(Boolean).join(' · ')}
          </Typography>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.05rem', mb: 1 }}>
            {item.course.title}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('recommendations.why')}
          </Typography>
          <List dense sx={{ py: 0, listStyle: 'disc', pl: 2.5 }}>
            {item.reasons.map((reason) => (
              <ListItem key={reason.key} sx={{ display: 'list-item', px: 0, py: 0.25 }}>
                <Typography variant="body2">{reason.text}</Typography>
              </ListItem>
            ))}
          </List>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function RecommendedCourses({ courseId, headingLevel = 'h3' }: RecommendedCoursesProps) {
  const { t } = useTranslation();
  const query = useRecommendedCourses(courseId);
  return (
    <Box component="section" aria-labelledby={`recommended-${courseId}`}>
      <Typography
        variant="h3"
        component={headingLevel}
        id={`recommended-${courseId}`}
        sx={{ fontSize: '1.3rem', mb: 2 }}
      >
        {t('recommendations.title')}
      </Typography>
      {query.isPending && (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('recommendations.loading')}</Typography>
        </Box>
      )}
      {query.isError && (
        <Alert severity="error">
          {translateMessage(
            errorMessageKey(query.error) === 'error.generic' ? 'error.unknown' : errorMessageKey(query.error),
          )}
        </Alert>
      )}
      {query.data && query.data.length === 0 && (
        <Typography color="text.secondary" data-testid="recommendations-empty">
          {t('recommendations.empty')}
        </Typography>
      )}
      {query.data && query.data.length > 0 && (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {query.data.map((item) => (
            <Grid key={item.course.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <RecommendationCard item={item} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
