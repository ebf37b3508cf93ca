import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { MediaView } from './MediaView';

const file = (mimeType: string, title: string | null) => ({
  id: 1,
  fileName: '2026/01/f00d.bin',
  mimeType,
  title,
});

describe('a media file in the viewer', () => {
  it('uses the title as the alternative text and the caption of an image', async () => {
    await renderWithApp(<MediaView media={file('image/png', 'A right triangle')} context="Angles" />);
    expect(screen.getByRole('img', { name: 'A right triangle' })).toBeInTheDocument();
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
