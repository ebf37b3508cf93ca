import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireList, wireSupportMessage, wireSupportReply } from '../../../test/wire';
import { MySupportHistory } from './MySupportHistory';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const { user: _mine, ...message } = wireSupportMessage({
  handled_at: '2026-01-02T10:00:00.000Z',
  replies: [
    wireSupportReply({
      from_admin: true,
      author_first_name: 'Inès',
      body: 'Under the course.',
      created_at: '2026-01-02T10:00:00.000Z',
    }),
  ],
});

describe('MySupportHistory', () => {
  it("shows the team's reply and sends the learner's answer back", async () => {
    api = fakeApi(({ method, url }) => {
      if (method === 'GET' && url === '/user/support') {
        return { data: wireList([message], { per_page: 9 }) };
      }
      if (method === 'POST' && url === '/user/support/4/replies') {
        return {
          status: 201,
          data: {
            data: wireSupportReply({ id: 2, created_at: '2026-01-03T09:00:00.000Z' }),
            message: 'Your reply is sent.',
          },
        };
      }
      return undefined;
    });
    await renderWithApp(<MySupportHistory />);
    const item = await screen.findByTestId('my-support-message');
    expect(within(item).getByText('Answered')).toBeInTheDocument();
    expect(within(item).getByTestId('support-reply')).toHaveTextContent('Parcours team (Inès)');
    expect(within(item).getByTestId('support-reply')).toHaveTextContent('Under the course.');

    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Send my answer' }));
    expect(within(item).getByText('Write a reply')).toBeInTheDocument();
    await user.type(within(item).getByLabelText('Answer back'), ' Found it. ');
    await user.click(within(item).getByRole('button', { name: 'Send my answer' }));
    await waitFor(() =>
      expect(api.seen.find((r) => r.method === 'POST')).toMatchObject({
        url: '/user/support/4/replies',
        body: { body: 'Found it.' },
      }),
    );
  });
});
