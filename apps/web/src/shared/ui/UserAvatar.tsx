// A person's avatar: their uploaded picture, or the built-in default image.
import { Avatar } from '@mui/material';
import defaultAvatar from '../assets/default-avatar.svg';
import { mediaUrl } from '../format/media';

export interface UserAvatarProps {
  /** The picture's signed link from the API. */
  link?: string | null;
  name: string;
  size?: number;
}

export function UserAvatar({ link, name, size = 40 }: UserAvatarProps) {
  return (
    <Avatar
      src={mediaUrl(link) ?? defaultAvatar}
      alt={name}
      sx={{ width: size, height: size, bgcolor: 'transparent' }}
      slotProps={{ img: { onError: (e) => ((e.currentTarget as HTMLImageElement).src = defaultAvatar) } }}
    />
  );
}
