import type { AdminUnit } from '@parcours/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { camelizeKeys } from '../../../shared/http';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireMedia } from '../../../test/wire';
import type { Unit } from '../api/getUnits';
import { UnitDialog } from './UnitDialog';

const media = (
  id: number,
  fileName: string,
  title: string | null,
  { originalName = null, mimeType = 'image/png' }: { originalName?: string | null; mimeType?: string } = {},
) =>
  wireMedia({
    id,
    model_id: 4,
    model_type: 'section',
    file_name: fileName,
    original_name: originalName,
    mime_type: mimeType,
    title,
  });

const section = (
  id: number,
  title: string,
  position: number,
  withMedia: ReturnType<typeof media>[] = [],
) => ({
  id,
  title,
  description: `About ${title}`,
  duration: 10,
  has_quiz: false,
  external_url: null,
  external_url_title: null,
  position,
  media: withMedia,
});

/** The unit as the API sends it, and as the page hands it to the dialog. */
const wireUnit: AdminUnit = {
  id: 9,
  course_id: 5,
  title: 'Optics',
  type: 'basic',
  position: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  learning_objects: [
    {
      id: 4,
      title: 'Light',
      reading_only: 0,
      type: 'concrete',
      summary: null,
      position: 0,
      quiz: null,
      media: [media(31, '2026/01/aa11.png', 'A prism')],
      sections: [
        section(1, 'Rays', 0, [media(30, '2026/01/bb22.png', null)]),
        section(2, 'Mirrors', 1, [
          media(32, '2026/01/cc33.pdf', null, {
            originalName: 'Mirror notes.pdf',
            mimeType: 'application/pdf',
          }),
        ]),
        section(3, 'Prisms', 2),
      ],
    },
  ],
};
const unit = camelizeKeys<Unit>(wireUnit);

async function openDialog() {
  const { seen: calls } = fakeApi({
    'POST /admin/update-eu/5/9': () => ({ status: 200, data: { data: wireUnit, message: 'Saved' } }),
  });
  const onClose = vi.fn();
  await renderWithApp(<UnitDialog open courseId={5} unit={unit} onClose={onClose} />);
  await screen.findByText('Edit the educational unit');
  return { calls, onClose };
}

const sectionTitles = () =>
  screen.getAllByTestId('section-editor').map((editor) => within(editor).getByLabelText('Section title'));

describe('the unit dialog', () => {
  it('moves a section down and sends the sections in the new order; the end buttons are disabled', async () => {
    const { calls, onClose } = await openDialog();
    expect(screen.getByLabelText('Move section 1 up')).toBeDisabled();
    expect(screen.getByLabelText('Move section 3 down')).toBeDisabled();
    expect(screen.getByLabelText('Move section 1 down')).toBeEnabled();

    fireEvent.click(screen.getByLabelText('Move section 1 down'));
    expect(sectionTitles().map((input) => (input as HTMLInputElement).value)).toEqual([
      'Mirrors',
      'Rays',
      'Prisms',
    ]);
    // A section's files move with it.
    expect(within(screen.getAllByTestId('section-editor')[1]).getByText('bb22.png')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('unit-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = calls.find((c) => c.url === '/admin/update-eu/5/9')?.body ?? {};
    const listed = [0, 1, 2].map((j) => [
      body[`learning_objects[0][sections][${j}][id]`],
      body[`learning_objects[0][sections][${j}][title]`],
    ]);
    expect(listed).toEqual([
      ['2', 'Mirrors'],
      ['1', 'Rays'],
      ['3', 'Prisms'],
    ]);
  });

  it('gives each file a title field, apart from its name, and sends the changed titles', async () => {
    const { calls, onClose } = await openDialog();
    const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    const prism = within(row('aa11.png')).getByLabelText('Title (alt text)');
    expect(prism).toHaveValue('A prism');
    expect(prism).toHaveAccessibleDescription(/aa11\.png/);
    fireEvent.change(prism, { target: { value: '' } });
    fireEvent.change(within(row('bb22.png')).getByLabelText('Title (alt text)'), {
      target: { value: 'A ray of light' },
    });

    fireEvent.click(screen.getByTestId('unit-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = calls.find((c) => c.url === '/admin/update-eu/5/9')?.body ?? {};
    expect([0, 1].map((k) => [body[`media_titles[${k}][id]`], body[`media_titles[${k}][title]`]])).toEqual([
      ['31', ''],
      ['30', 'A ray of light'],
    ]);
    expect('media_titles[2][id]' in body).toBe(false);
  });

  it('names each saved file as it was uploaded, or by its stored name, and asks alt text only of what is seen', async () => {
    await openDialog();
    const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    // Uploaded name recorded: shown instead of the stored one.
    expect(screen.queryByText('cc33.pdf')).not.toBeInTheDocument();
    expect(within(row('Mirror notes.pdf')).getByLabelText('Title')).toHaveValue('');
    expect(within(row('Mirror notes.pdf')).queryByLabelText('Title (alt text)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Remove Mirror notes.pdf')).toBeInTheDocument();
    // No uploaded name: the stored file name.
    expect(within(row('bb22.png')).getByLabelText('Title (alt text)')).toHaveValue('');
  });

  it('labels the new controls in French', async () => {
    fakeApi({});
    await renderWithApp(<UnitDialog open courseId={5} unit={unit} onClose={() => {}} />, { language: 'fr' });
    await screen.findByText('Modifier l’unité pédagogique');
    expect(screen.getByLabelText('Monter la section 2')).toBeEnabled();
    expect(screen.getByLabelText('Descendre la section 2')).toBeEnabled();
    expect(screen.getAllByLabelText('Titre (texte alternatif)')).toHaveLength(2);
    const pdfRow = screen.getByText('Mirror notes.pdf').closest('li') as HTMLElement;
    expect(within(pdfRow).getByLabelText('Titre')).toBeInTheDocument();
  });
});
