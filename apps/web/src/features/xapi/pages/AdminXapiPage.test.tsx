// The admin's view of the xAPI outbox: what waits, and the LRS's own answer to a refused statement.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { AdminXapiPage } from './AdminXapiPage';

const refused = {
  id: 7,
  statement_id: '8f0d2c1e-4b7a-4c1d-9e2f-0a1b2c3d4e5f',
  actor: 'p-ann',
  verb: 'passed',
  object: 'quiz/9',
  created_at: '2030-01-01T00:00:00.000Z',
  attempts: 3,
  next_attempt_at: '2030-01-01T00:01:00.000Z',
  last_error: 'LRS answered 400',
  last_status: 400,
  last_response:
    '{"error":"invalid statements","invalid":[{"errors":["/result/score/scaled must be <= 1"]}]}',
};
const unreached = {
  ...refused,
  id: 8,
  statement_id: '8f0d2c1e-4b7a-4c1d-9e2f-0a1b2c3d4e60',
  verb: 'launched',
  object: 'course/4',
  attempts: 1,
  last_error: 'fetch failed',
  last_status: null,
  last_response: null,
};

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

function serve(rows: unknown[]) {
  api = fakeApi(({ url }) =>
    url === '/admin/xapi/statements'
      ? {
          data: {
            data: rows,
            meta: {
              current_page: 1,
              per_page: 9,
              total: rows.length,
              counts: { waiting: rows.length, refused: 1 },
            },
          },
        }
      : undefined,
  );
}

describe('AdminXapiPage', () => {
  it('shows each waiting statement, and the LRS’s answer to a refused one', async () => {
    serve([refused, unreached]);
    await renderWithApp(<AdminXapiPage />);
    const items = await screen.findAllByTestId('xapi-statement');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('passed · quiz/9')).toBeInTheDocument();
    expect(within(items[0]).getByText('LRS answered 400')).toBeInTheDocument();
    expect(within(items[0]).getByText(/3 tries/)).toBeInTheDocument();
    expect(within(items[0]).getByText("The LRS's answer (400):")).toBeInTheDocument();
    expect(within(items[0]).getByText(/scaled must be <= 1/)).toBeInTheDocument();
    // Not reached: the error, and no answer to show.
    expect(within(items[1]).getByText('fetch failed')).toBeInTheDocument();
    expect(within(items[1]).queryByText(/The LRS's answer/)).toBeNull();
    expect(screen.getByText('2 waiting, 1 answered with an error by the LRS')).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    serve([]);
    await renderWithApp(<AdminXapiPage />);
    expect(await screen.findByText('Every statement has reached the LRS.')).toBeInTheDocument();
  });
});
