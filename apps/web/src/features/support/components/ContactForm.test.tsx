import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireSupportMessage } from '../../../test/wire';
import { ContactForm } from './ContactForm';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

describe('ContactForm', () => {
  it('asks for a subject and a message, then sends them and empties the form', async () => {
    api = fakeApi(({ url }) =>
      url === '/user/support'
        ? {
            status: 201,
            data: {
              data: wireSupportMessage({ subject: 'Pretest', message: 'My pretest did not open.' }),
              message: 'Your message was sent.',
            },
          }
        : undefined,
    );
    const { store } = await renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText(/required/i)).toHaveLength(2);
    expect(api.seen).toHaveLength(0);

    await user.type(screen.getByLabelText('Subject'), 'Pretest');
    await user.type(screen.getByLabelText('Message'), 'My pretest did not open.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.seen[0]?.body).toEqual({ subject: 'Pretest', message: 'My pretest did not open.' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
    expect(store.getState().snackbar).toMatchObject({
      open: true,
      message: 'Your message was sent.',
      type: 'success',
    });
  });
});
