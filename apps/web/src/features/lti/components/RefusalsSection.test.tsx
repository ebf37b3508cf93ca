import { dataEnvelope, ltiRefusal } from '@parcours/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi, reply } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { RefusalsSection } from './RefusalsSection';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const refusal = {
  at: '2026-11-28T09:15:00.000Z',
  step: 'launch' as const,
  status: 403,
  platform: { id: 3, name: 'Moodle of the school' },
  message: 'Ce déploiement de Parcours n’est pas enregistré pour cette plateforme.',
  fix: 'Ajoutez l’identifiant de déploiement « 7 » à l’enregistrement de cette plateforme dans Parcours.',
  reference: 'req-42',
};

describe('RefusalsSection', () => {
  it('lists what the person read, what to change and the reference, in the reader’s language', async () => {
    api = fakeApi(({ method, url }) =>
      method === 'GET' && url === '/admin/lti/refusals'
        ? reply(dataEnvelope(z.array(ltiRefusal)), {
            data: [refusal, { ...refusal, platform: null, reference: 'req-43' }],
          })
        : undefined,
    );
    await renderWithApp(<RefusalsSection />, { language: 'fr' });
    const table = await screen.findByRole('table', { name: 'Lancements refusés' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3); // the header and two refusals
    expect(rows[1]).toHaveTextContent('Moodle of the school');
    expect(rows[1]).toHaveTextContent(refusal.message);
    expect(rows[1]).toHaveTextContent(refusal.fix);
    expect(rows[1]).toHaveTextContent('req-42');
    expect(rows[2]).toHaveTextContent('non enregistrée');
  });

  it('says when nothing was refused', async () => {
    api = fakeApi(() => ({ data: { data: [] } }));
    await renderWithApp(<RefusalsSection />);
    expect(await screen.findByText('No refused launch.')).toBeInTheDocument();
  });
});
