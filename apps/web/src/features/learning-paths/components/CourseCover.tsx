// A course's cover thumbnail, or a neutral block when it has none.
import { School } from '@mui/icons-material';
import { Box, CardMedia } from '@mui/material';
import { mediaUrl } from '../../../shared/format/media';

export function CourseCover({ media }: { media: { fileName: string; thumbnailFileName?: string | null }[] }) {
  const cover = media[0];
  const image = mediaUrl(cover?.thumbnailFileName ?? cover?.fileName);
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
