import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { MySupportHistory } from './MySupportHistory';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const message = {
  id: 4,
  subject: 'Post-test',
  message: 'Where is it?',
  handled_at: '2026-01-02T10:00:00.000Z',
  created_at: '2026-01-02T09:00:00.000Z',
  replies: [
    {
      id: 1,
      from_admin: true,
      author_first_name: 'Inès',
      body: 'Under the course.',
      created_at: '2026-01-02T10:00:00.000Z',
    },
  ],
};

describe('MySupportHistory', () => {
  it("shows the team's reply and sends the learner's answer back", async () => {
    api = fakeApi(({ method, url }) => {
      if (method === 'GET' && url === '/user/support') {
        return { data: { data: [message], meta: { current_page: 1, per_page: 9, total: 1 } } };
      }
      if (method === 'POST' && url === '/user/support/4/replies') {
        return { status: 201, data: { data: {}, message: 'Your reply is sent.' } };
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
