import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { CategoryItem } from '../api/listCategories';
import { type CategoryFormValues, categoryFormData } from '../api/saveCategory';
import { CategoryForm } from './CategoryForm';

const existing: CategoryItem = {
  id: 4,
  title: 'Programming',
  image: null,
  parent: null,
  children: [
    { id: 10, title: 'Web' },
    { id: 11, title: 'Mobile' },
  ],
  coursesCount: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('categoryFormData', () => {
  it('omits new empty lines, keeps ids of renamed ones and lists the removed ones', () => {
    const values: CategoryFormValues = {
      title: '  Data ',
      image: null,
      subCategories: [{ title: 'Stats' }, { title: '  ' }, { id: 7, title: 'Machine learning' }],
      deletedSubCategories: [8, 9],
    };
    const entries = [...categoryFormData(values).entries()];
    expect(entries).toEqual([
      ['title', 'Data'],
      ['subCategories[0][title]', 'Stats'],
      ['subCategories[1][title]', 'Machine learning'],
      ['subCategories[1][id]', '7'],
      ['deletedSubCategories[0]', '8'],
      ['deletedSubCategories[1]', '9'],
    ]);
  });
});

describe('CategoryForm', () => {
  it('requires a title with the SPEC message', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithApp(
      <CategoryForm pending={false} error={null} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create the category' }));
    expect(await screen.findByText('Category title is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the French message', async () => {
    await renderWithApp(
      <CategoryForm pending={false} error={null} onSubmit={vi.fn()} onCancel={() => {}} />,
      { language: 'fr' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Créer la catégorie' }));
    expect(await screen.findByText('Le titre de la catégorie est obligatoire')).toBeInTheDocument();
  });

  it('edits sub categories in place and sends the removed ones', async () => {
    const onSubmit = vi.fn(async (_: CategoryFormValues) => undefined);
    await renderWithApp(
      <CategoryForm
        category={existing}
        pending={false}
        error={null}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const web = screen.getByLabelText('Sub category 1');
    await userEvent.clear(web);
    await userEvent.type(web, 'Web apps');
    await userEvent.click(screen.getByRole('button', { name: 'Remove sub category 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a sub category' }));
    await userEvent.type(screen.getByLabelText('Sub category 2'), 'Games');
    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      title: 'Programming',
      image: null,
      subCategories: [{ id: 10, title: 'Web apps' }, { title: 'Games' }],
      deletedSubCategories: [11],
    });
  });

  it('refuses to rename an existing sub category to nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithApp(
      <CategoryForm
        category={existing}
        pending={false}
        error={null}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.clear(screen.getByLabelText('Sub category 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText('Sub category title is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
