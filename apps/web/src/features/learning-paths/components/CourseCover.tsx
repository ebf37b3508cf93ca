// A course's cover thumbnail, or a neutral block when it has none.
import { School } from '@mui/icons-material';
import { Box, CardMedia } from '@mui/material';
import { mediaUrl, thumbnailLink } from '../../../shared/format/media';

export function CourseCover({ media }: { media: { url: string; thumbnailUrl?: string | null }[] }) {
  const cover = media[0];
  const image = mediaUrl(thumbnailLink(cover));
  return image ? (
    <CardMedia component="img" image={image} alt="" sx={{ height: 130, objectFit: 'cover' }} />
  ) : (
    <Box
      sx={{ height: 130, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
      aria-hidden="true"
    >
      <School fontSize="large" />
    </Box>
  );
}
