import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camelizeKeys } from '../../../shared/http';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireUser } from '../../../test/wire';
import { useCreateUser } from '../api/createUser';
import type { AdminUser } from '../api/listUsers';
import { useUpdateUser } from '../api/updateUser';
import { UserForm } from './UserForm';

let api: ReturnType<typeof fakeApi> | null = null;

function CreateHarness({ onSaved }: { onSaved: (user: AdminUser) => void }) {
  const create = useCreateUser();
  return <UserForm submitLabel="Create" save={(i) => create.mutateAsync(i)} onSaved={onSaved} />;
}

function EditHarness({ user }: { user: AdminUser }) {
  const update = useUpdateUser(user.id);
  return <UserForm user={user} submitLabel="Save" save={(i) => update.mutateAsync(i)} onSaved={() => {}} />;
}
afterEach(() => api?.restore());

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Sami');
  await user.type(screen.getByLabelText('Last name'), 'Trabelsi');
  await user.type(screen.getByLabelText('E-mail'), 'sami@parcours.test');
  await user.type(screen.getByLabelText('Date of birth'), '03/02/1999');
  await user.type(screen.getByLabelText('Major (field of study)'), 'Physics');
  await user.selectOptions(screen.getByLabelText('Role'), 'Instructor / facilitator');
  await user.selectOptions(screen.getByLabelText('Language'), 'Français');
}

describe('the add-user form', () => {
  it('shows the docs/design/product.md §5 messages for every missing field and an invalid e-mail', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    await renderWithApp(<UserForm submitLabel="Create" save={save} onSaved={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Age is required',
      'Major is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('E-mail'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('offers every role, the researcher of studies included', async () => {
    await renderWithApp(<UserForm submitLabel="Create" save={vi.fn()} onSaved={() => {}} />);
    const options = [...(screen.getByLabelText('Role') as HTMLSelectElement).options];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['0', 'Student'],
      ['1', 'Admin'],
      ['2', 'Instructor / facilitator'],
      ['3', 'Designer'],
      ['4', 'Researcher'],
    ]);
  });

  it('shows the messages in French', async () => {
    const user = userEvent.setup();
    await renderWithApp(<UserForm submitLabel="Créer" save={vi.fn()} onSaved={() => {}} />, {
      language: 'fr',
    });
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Le prénom est obligatoire')).toBeInTheDocument();
    expect(screen.getByText("L'âge est obligatoire")).toBeInTheDocument();
  });

  it('sends a multipart form with unix seconds, the role number and the picture', async () => {
    const user = userEvent.setup();
    api = fakeApi(() => ({ status: 201, data: { data: wireUser({ id: 9 }), message: 'created' } }));
    const onSaved = vi.fn();
    await renderWithApp(<CreateHarness onSaved={onSaved} />);
    await fillAll(user);
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('picture-input'), picture);
    expect(screen.getByTestId('picture-preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const request = api.seen[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/admin/create-user');
    expect(request.isForm).toBe(true);
    expect(request.body).toEqual({
      first_name: 'Sami',
      last_name: 'Trabelsi',
      email: 'sami@parcours.test',
      birth_date: String(Date.UTC(1999, 1, 3) / 1000),
      major: 'Physics',
      role: '2',
      language: 'fr',
    });
    expect(request.files.profile_picture?.name).toBe('me.png');
  });

  it('puts the server field errors on the fields, and a 409 on the e-mail', async () => {
    const user = userEvent.setup();
    let status = 422;
    api = fakeApi(() =>
      status === 422
        ? {
            status,
            data: { message: 'The given data was invalid.', errors: { major: ['Major is too long'] } },
          }
        : { status, data: { message: 'This e-mail address is already registered.' } },
    );
    await renderWithApp(<CreateHarness onSaved={() => {}} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Major is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Major (field of study)')).toHaveAccessibleDescription('Major is too long');
    status = 409;
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This e-mail address is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'This e-mail address is already registered.',
    );
  });

  it('shows the upload message of a 413, or "An error occurred" when there is none', async () => {
    const user = userEvent.setup();
    let reply = {
      status: 413,
      data: { message: 'The file or request is too large (at most 10 MB).' } as unknown,
    };
    api = fakeApi(() => reply);
    await renderWithApp(<CreateHarness onSaved={() => {}} />);
    await fillAll(user);
    await user.upload(screen.getByTestId('picture-input'), new File(['x'], 'big.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'The file or request is too large (at most 10 MB).',
    );
    reply = { status: 500, data: '' };
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('form-error')).toHaveTextContent('An error occurred'));
  });
});

describe('the edit-user form', () => {
  const existing = camelizeKeys<AdminUser>(wireUser({ status: 'accepted', role: 3, language: 'fr' }));

  it('is filled from the account and skips the fields left empty', async () => {
    const user = userEvent.setup();
    api = fakeApi(() => ({ status: 200, data: { data: wireUser(), message: 'ok' } }));
    await renderWithApp(<EditHarness user={existing} />);
    expect(screen.getByLabelText('First name')).toHaveValue('Amal');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('02/01/2000');
    expect(screen.getByLabelText('Role')).toHaveValue('3');
    expect(screen.getByLabelText('Language')).toHaveValue('fr');
    await user.clear(screen.getByLabelText('Major (field of study)'));
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('First name'), 'a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api?.seen).toHaveLength(1));
    const request = api.seen[0];
    expect(request.url).toBe(`/admin/update-user-account/${existing.id}`);
    expect(request.body).toEqual({
      first_name: 'Amala',
      email: 'amal@parcours.test',
      role: '3',
      language: 'fr',
    });
  });
});
