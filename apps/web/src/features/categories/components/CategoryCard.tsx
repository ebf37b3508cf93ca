// A category as a card: picture, title, its sub categories and how many courses it holds.
import { Category as CategoryIcon } from '@mui/icons-material';
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mediaUrl, thumbnailLink } from '../../../shared/format/media';
import type { CategoryItem } from '../api/listCategories';

export interface CategoryCardProps {
  category: CategoryItem;
  /** Where the card leads; without it the card is not a link. */
  to?: string;
  /** Where a sub category chip leads; without it the chips are plain labels. */
  subcategoryTo?: (subcategoryId: number) => string;
  showChildren?: boolean;
}

export function CategoryPicture({ link, height = 140 }: { link?: string | null; height?: number }) {
  const src = mediaUrl(link);
  return src ? (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
    />
  ) : (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        height,
        display: 'grid',
        placeItems: 'center',
        background:
          theme.palette.mode === 'dark'
            ? 'linear-gradient(120deg, #2a1a10 0%, #0f1a33 100%)'
            : 'linear-gradient(120deg, #ffe6d4 0%, #dcebf7 100%)',
      })}
    >
      <CategoryIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
    </Box>
  );
}

export function CategoryCard({ category, to, subcategoryTo, showChildren = true }: CategoryCardProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <CategoryPicture link={thumbnailLink(category.image)} />
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.15rem' }}>
          {category.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('categories.coursesCount', { count: category.coursesCount })}
        </Typography>
      </CardContent>
    </>
  );
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ flex: 1, alignItems: 'stretch' }}>
          {body}
        </CardActionArea>
      ) : (
        <Box sx={{ flex: 1 }}>{body}</Box>
      )}
      {showChildren && category.children.length > 0 && (
        <Stack
          direction="row"
          component="ul"
          aria-label={t('categories.subcategoriesOf', { title: category.title })}
          sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, m: 0, listStyle: 'none' }}
        >
          {category.children.map((child) => (
            <li key={child.id}>
              {subcategoryTo ? (
                <Chip
                  label={child.title}
                  component={RouterLink}
                  to={subcategoryTo(child.id)}
                  clickable
                  size="small"
                  variant="outlined"
                />
              ) : (
                <Chip label={child.title} size="small" variant="outlined" />
              )}
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
