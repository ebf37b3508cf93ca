// A course's cover picture (its first media item), or a drawn placeholder when it has none.
import { MenuBook } from '@mui/icons-material';
import { Box } from '@mui/material';
import { mediaUrl, thumbnailLink } from '../../../shared/format/media';
import { useMediaLinkRefresh } from '../../../shared/hooks/useMediaLinkRefresh';
import type { CourseItem } from '../api/listCourses';

/** The signed link of the course's cover picture (its thumbnail unless told otherwise), null when it has none. */
function coverLink(course: Pick<CourseItem, 'media'>, thumbnail = true): string | null {
  const first = course.media.find((m) => m.mimeType.startsWith('image/')) ?? null;
  if (!first) return null;
  return thumbnail ? thumbnailLink(first) : first.url;
}

export function CourseCover({
  course,
  height = 160,
  thumbnail = true,
  aspectRatio,
}: {
  course: Pick<CourseItem, 'media'>;
  height?: number;
  thumbnail?: boolean;
  /** When set, the picture keeps this shape at any width instead of a fixed height. */
  aspectRatio?: string;
}) {
  const size = aspectRatio ? { width: '100%', aspectRatio } : { width: '100%', height };
  const src = mediaUrl(coverLink(course, thumbnail));
  const onError = useMediaLinkRefresh();
  if (src) {
    return (
      <Box
        component="img"
        src={src}
        onError={onError}
        alt=""
        sx={{ ...size, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        ...size,
        display: 'grid',
        placeItems: 'center',
        background:
          theme.palette.mode === 'dark'
            ? 'linear-gradient(135deg, #2a1a10 0%, #0f1a33 100%)'
            : 'linear-gradient(135deg, #ffe6d4 0%, #dcebf7 100%)',
      })}
    >
      <MenuBook sx={{ fontSize: 56, color: 'text.secondary' }} />
    </Box>
  );
}
