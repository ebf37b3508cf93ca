import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { CourseGains } from '../api/getCourseGains';
import { GainsCard } from './GainsCard';

const gains: CourseGains = {
  courseId: 5,
  preTestPercentage: 40,
  postTestPercentage: 70,
  gain: 30,
  nlg: 0.5,
  timeSpent: 600,
  minTime: 120,
  versionsDiffer: false,
  postTestRule: 'first',
  postTestPassed: true,
  postTestScore: 7,
  postTestTotal: 10,
  postTestNext: 'closed',
};

describe('GainsCard', () => {
  it('says when the pretest and the post-test were taken on different versions of the course quiz', async () => {
    await renderWithApp(<GainsCard gains={{ ...gains, versionsDiffer: true }} />);
    expect(screen.getByTestId('gains-versions-differ')).toHaveTextContent(
      'The course quiz was changed between your pretest and your post-test',
    );
  });

  it('says nothing of versions when both were taken on the same one', async () => {
    await renderWithApp(<GainsCard gains={gains} />);
    expect(screen.getByTestId('gains-post')).toBeInTheDocument();
    expect(screen.queryByTestId('gains-versions-differ')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderWithApp(<GainsCard gains={{ ...gains, versionsDiffer: true }} />, { language: 'fr' });
    expect(screen.getByTestId('gains-versions-differ')).toHaveTextContent(
      'Le quiz du cours a été modifié entre votre test de positionnement et votre post-test',
    );
  });
});
