// One media file played in the page: video and audio players, images with alt text, PDFs embedded with a
// download link, other documents as links. A titled player or image shows its title as a caption below it.
import { Download, InsertDriveFile } from '@mui/icons-material';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../shared/format/media';
import { useMediaLinkRefresh } from '../../../shared/hooks/useMediaLinkRefresh';

export interface MediaLike {
  id: number;
  /** The signed link the API gave with the item. */
  url: string;
  mimeType: string;
  title: string | null;
}

function mediaKind(mime: string): 'video' | 'audio' | 'image' | 'pdf' | 'document' {
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  return 'document';
}

/** The file's title, else what it illustrates (stored names are generated and mean nothing to a reader). */
function displayName(media: MediaLike, context: string): string {
  return media.title || context;
}

/** The player or image with the title written below it; as it is when the file has no title. */
function Captioned({ title, children }: { title: string | null; children: ReactNode }) {
  if (!title) return children;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {children}
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {title}
      </Typography>
    </Box>
  );
}

export function MediaView({ media, context }: { media: MediaLike; context: string }) {
  const { t } = useTranslation();
  const src = mediaUrl(media.url) ?? '';
  const onError = useMediaLinkRefresh();
  const name = displayName(media, context);
  const frame = { width: '100%', maxWidth: 720, borderRadius: 8, display: 'block' } as const;
  switch (mediaKind(media.mimeType)) {
    case 'video':
      return (
        <Captioned title={media.title}>
          {/* biome-ignore lint/a11y/useMediaCaption: authors upload their own videos; captions are not part of the model */}
          <video
            controls
            preload="metadata"
            src={src}
            onError={onError}
            aria-label={name}
            style={frame}
            data-testid="media-video"
          />
        </Captioned>
      );
    case 'audio':
      return (
        <Captioned title={media.title}>
          {/* biome-ignore lint/a11y/useMediaCaption: authors upload their own audio; a transcript is not part of the model */}
          <audio
            controls
            preload="metadata"
            src={src}
            onError={onError}
            aria-label={name}
            style={{ width: '100%', maxWidth: 720 }}
          />
        </Captioned>
      );
    case 'image':
      return (
        <Captioned title={media.title}>
          <Box
            component="img"
            src={src}
            onError={onError}
            alt={name}
            loading="lazy"
            sx={{ display: 'block', maxWidth: { xs: '100%', md: 720 }, height: 'auto', borderRadius: 2 }}
          />
        </Captioned>
      );
    case 'pdf':
      return (
        <Stack spacing={1}>
          <Box
            component="object"
            data={src}
            type="application/pdf"
            aria-label={name}
            sx={{
              width: '100%',
              maxWidth: 720,
              height: { xs: 360, md: 520 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <Link href={src}>{name}</Link>
          </Box>
          <Link href={src} download sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Download fontSize="small" aria-hidden="true" />
            {t('viewer.download', { name })}
          </Link>
        </Stack>
      );
    default:
      return (
        <Link
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <InsertDriveFile fontSize="small" aria-hidden="true" />
          {name}
        </Link>
      );
  }
}
