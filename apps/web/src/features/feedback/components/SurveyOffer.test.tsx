// The survey offer: shown only while the server says it is open, with the unanswered sections and a link to the
// survey about the post-test's course; "Not now" and "No, thanks" go to the server and put the offer away.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { SurveyOffer } from './SurveyOffer';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const open = { state: 'open', categories: ['usability', 'engagement'], course_id: 7, snoozed_until: null };

function serve(initial: object) {
  api = fakeApi(({ method, body }) => {
    if (method === 'GET') return { data: { data: initial } };
    const decision = (body as { decision: string }).decision;
    return {
      data: {
        data: { ...open, state: decision === 'later' ? 'snoozed' : 'declined', snoozed_until: null },
        message: 'Noted.',
      },
    };
  });
}

describe('SurveyOffer', () => {
  it('offers the unanswered sections and links to the survey of the post-test course', async () => {
    serve(open);
    await renderWithApp(<SurveyOffer place="postTest" />);
    const offer = await screen.findByTestId('survey-offer');
    expect(offer).toHaveTextContent('You finished the post-test: how did it go?');
    expect(offer).toHaveTextContent('(Usability, Engagement)');
    expect(screen.getByRole('link', { name: 'Answer the survey' })).toHaveAttribute(
      'href',
      '/dashboard/student/feedback?course=7',
    );
  });

  it('"Not now" is sent to the server and the offer goes away', async () => {
    serve(open);
    await renderWithApp(<SurveyOffer place="dashboard" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('survey-offer')).not.toBeInTheDocument());
    expect(api.seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/user/survey-offer',
      body: { decision: 'later' },
    });
  });

  it('"No, thanks" declines for good', async () => {
    serve(open);
    await renderWithApp(<SurveyOffer place="dashboard" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(screen.queryByTestId('survey-offer')).not.toBeInTheDocument());
    expect(api.seen.at(-1)).toMatchObject({ body: { decision: 'never' } });
  });

  it('shows nothing while snoozed, declined, answered or before any post-test', async () => {
    for (const state of ['snoozed', 'declined', 'answered', 'none']) {
      serve({ ...open, state });
      const { unmount } = await renderWithApp(<SurveyOffer place="dashboard" />);
      await waitFor(() => expect(api.seen).toHaveLength(1));
      expect(screen.queryByTestId('survey-offer')).not.toBeInTheDocument();
      unmount();
      api.restore();
    }
  });
});
