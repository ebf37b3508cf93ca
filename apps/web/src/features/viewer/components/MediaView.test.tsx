import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isExpiredLink } from '../../../shared/hooks/useMediaLinkRefresh';
import { renderWithApp } from '../../../test/render';
import { MediaView } from './MediaView';

const file = (mimeType: string, title: string | null) => ({
  id: 1,
  url: '/media/2026/01/f00d.bin?expires=1767308400&audience=private&signature=sig',
  mimeType,
  title,
});

describe('a media file in the viewer', () => {
  it('uses the title as the alternative text and the caption of an image', async () => {
    await renderWithApp(<MediaView media={file('image/png', 'A right triangle')} context="Angles" />);
    expect(screen.getByRole('img', { name: 'A right triangle' })).toHaveAttribute(
      'src',
      '/media/2026/01/f00d.bin?expires=1767308400&audience=private&signature=sig',
    );
    expect(screen.getByRole('figure')).toHaveTextContent('A right triangle');
  });

  it('names an untitled image after what it illustrates, without a caption', async () => {
    await renderWithApp(<MediaView media={file('image/png', null)} context="Angles" />);
    expect(screen.getByRole('img', { name: 'Angles' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('captions a titled video and names its player with the title', async () => {
    await renderWithApp(<MediaView media={file('video/mp4', 'The experiment')} context="Angles" />);
    expect(screen.getByTestId('media-video')).toHaveAccessibleName('The experiment');
    expect(screen.getByRole('figure')).toHaveTextContent('The experiment');
  });
});

describe('a media link past its expiry', () => {
  const expiredLink = '/media/2026/01/cafe.png?expires=1700000000&audience=private&signature=sig';

  it('is recognised from its expiry, and a link without one never is', () => {
    expect(isExpiredLink(expiredLink, 1700000000 * 1000)).toBe(true);
    expect(isExpiredLink(expiredLink, 1700000000 * 1000 - 1)).toBe(false);
    expect(isExpiredLink('/media/2026/01/cafe.png')).toBe(false);
  });

  it('makes the page fetch its data again, once, when the file fails to load', async () => {
    const { queryClient } = await renderWithApp(
      <MediaView media={{ id: 2, url: expiredLink, mimeType: 'image/png', title: 'Old' }} context="Angles" />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const image = screen.getByRole('img', { name: 'Old' });
    fireEvent.error(image);
    fireEvent.error(image);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ refetchType: 'active' });
  });

  it('leaves a file that fails for another reason alone', async () => {
    // a link good until 2100: the file is missing, the link is not to blame
    const missing = '/media/2026/01/gone.png?expires=4102444800&audience=private&signature=sig';
    const { queryClient } = await renderWithApp(
      <MediaView media={{ id: 3, url: missing, mimeType: 'image/png', title: 'Gone' }} context="Angles" />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.error(screen.getByRole('img', { name: 'Gone' }));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
