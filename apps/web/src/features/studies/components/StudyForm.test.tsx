import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import type { StudyDetail } from '../api/getStudy';
import { type StudyValues, useSaveStudy } from '../api/saveStudy';
import { StudyForm } from './StudyForm';

/** Types a value at once (paste), which keeps long forms quick to fill. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

const courses = [
  { id: 4, title: 'Algebra' },
  { id: 7, title: 'Geometry' },
];

const settings = {
  title: 'Order of lessons',
  description: 'Adaptive order against the author’s.',
  courseIds: [4],
  opensAt: '2026-01-05T00:00:00.000Z',
  closesAt: '2026-03-31T23:59:59.000Z',
  conditions: [
    { condition: 'adaptive' as const, weight: 1 },
    { condition: 'author_order' as const, weight: 1 },
  ],
  seed: 'fixed-seed',
  consent: { en: 'You take part in a study.', fr: 'Vous participez à une étude.' },
  delayedPosttestDays: null,
  postTestRule: 'first' as const,
  fallbackCondition: 'adaptive' as const,
  plan: null,
  plannedPerCondition: null,
};

function lockedStudy(): StudyDetail {
  return {
    ...settings,
    id: 9,
    state: 'open',
    courses: [{ id: 4, title: 'Algebra' }],
    version: 2,
    consentVersion: 1,
    locked: true,
    allocated: 12,
    versions: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

/** The form saving through the app's client, as the study pages use it. */
function SavingForm({ study }: { study?: StudyDetail }) {
  const save = useSaveStudy();
  return (
    <StudyForm
      study={study}
      courses={courses}
      save={(body) => save.mutateAsync({ id: study?.id ?? null, body })}
      onSaved={() => {}}
      initialSeed="s1"
    />
  );
}

describe('StudyForm', () => {
  it('says what is missing, field by field, and sends nothing', async () => {
    const save = vi.fn();
    await renderWithApp(<StudyForm courses={courses} save={save} onSaved={() => {}} initialSeed="s1" />);
    await userEvent.click(screen.getByTestId('study-save'));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByText('Course is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Consent text \(English\)/)).toHaveAccessibleDescription(
      'This field is required',
    );
  });

  it('refuses the same condition twice', async () => {
    const save = vi.fn();
    await renderWithApp(<StudyForm courses={courses} save={save} onSaved={() => {}} initialSeed="s1" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Condition 2' }));
    await userEvent.click(screen.getByRole('option', { name: 'Adaptive' }));
    await userEvent.click(screen.getByTestId('study-save'));
    expect(screen.getByTestId('conditions-error')).toHaveTextContent(
      'Choose at least two different conditions',
    );
    expect(save).not.toHaveBeenCalled();
  });

  // A long form filled on a shared machine: more time than the default, never a timed assertion.
  it('creates a study with three weighted conditions', { timeout: 60_000 }, async () => {
    const save = vi.fn(async (_body: StudyValues | Partial<StudyValues>) => lockedStudy());
    const onSaved = vi.fn();
    await renderWithApp(<StudyForm courses={courses} save={save} onSaved={onSaved} initialSeed="s1" />);
    await fill(screen.getByLabelText(/^Title/), 'Three orders');
    await userEvent.click(screen.getByRole('combobox', { name: /^Courses/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Geometry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    const third = screen.getByTestId('condition-row-2');
    expect(within(third).getByRole('combobox')).toHaveTextContent('Style mismatched');
    await fill(within(third).getByLabelText('Weight'), '2');
    await fill(screen.getByLabelText(/^Opens on/), '01/02/2026');
    await fill(screen.getByLabelText(/^Closes on/), '28/02/2026');
    await fill(screen.getByLabelText(/Consent text \(English\)/), 'Consent.');
    await fill(screen.getByLabelText(/Consent text \(French\)/), 'Consentement.');
    await fill(screen.getByLabelText(/Delayed post-test/), '30');
    await userEvent.click(screen.getByTestId('study-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      title: 'Three orders',
      description: '',
      courseIds: [7],
      opensAt: '2026-02-01T00:00:00.000Z',
      closesAt: '2026-02-28T23:59:59.000Z',
      conditions: [
        { condition: 'adaptive', weight: 1 },
        { condition: 'author_order', weight: 1 },
        { condition: 'style_mismatched', weight: 2 },
      ],
      seed: 's1',
      consent: { en: 'Consent.', fr: 'Consentement.' },
      delayedPosttestDays: 30,
      postTestRule: 'first',
      fallbackCondition: 'adaptive',
      plan: null,
    });
  });

  it('fixes conditions and seed once learners are allocated, and sends only the changed consent', async () => {
    const save = vi.fn(async (_body: StudyValues | Partial<StudyValues>) => lockedStudy());
    await renderWithApp(<StudyForm study={lockedStudy()} courses={courses} save={save} onSaved={() => {}} />);
    expect(screen.getByTestId('study-locked')).toHaveTextContent('saving records version 3 of the study');
    expect(screen.getByLabelText(/^Allocation seed/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a condition' })).toBeDisabled();
    expect(screen.getByLabelText('Weight', { selector: '#study-weight-0' })).toBeDisabled();
    const english = screen.getByLabelText(/Consent text \(English\)/);
    await fill(english, 'A new text.');
    await userEvent.click(screen.getByTestId('study-save'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ consent: { en: 'A new text.', fr: 'Vous participez à une étude.' } });
  });

  it('computes the sample size as the plan is typed, sends the plan, and freezes it once the study is open', {
    timeout: 60_000,
  }, async () => {
    const save = vi.fn(async (_body: StudyValues | Partial<StudyValues>) => lockedStudy());
    const { unmount } = await renderWithApp(
      <StudyForm
        study={{ ...lockedStudy(), state: 'draft', locked: false }}
        courses={courses}
        save={save}
        onSaved={() => {}}
      />,
    );
    const size = screen.getByTestId('study-plan-size');
    // d 0.5, alpha 0.05, power 0.8, r 0.5: 0.75 · 2 · (1.96 + 0.84)² / 0.25 + 1.96² / 4 = 48.05, so 49.
    expect(size).toHaveTextContent('49 learners per condition, 98 in all over the 2 conditions.');
    await fill(screen.getByLabelText(/^Smallest effect/), '0.8');
    expect(size).toHaveTextContent('20 learners per condition, 40 in all over the 2 conditions.');
    await fill(screen.getByLabelText(/^Power/), '1.2');
    expect(size).toHaveTextContent('Give each number within its range to compute the sample size.');
    await fill(screen.getByLabelText(/^Power/), '0.8');
    await fill(screen.getByLabelText(/^Hypotheses/), 'Adaptive raises the post-test.');
    await userEvent.click(screen.getByTestId('study-save'));
    // The texts are all needed once one is written.
    expect(screen.getByLabelText(/^Primary outcome/)).toHaveAccessibleDescription('This field is required');
    await fill(screen.getByLabelText(/^Primary outcome/), 'First post-test.');
    await fill(screen.getByLabelText(/^Analysis/), 'ANCOVA.');
    await userEvent.click(screen.getByTestId('study-save'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      plan: {
        hypotheses: 'Adaptive raises the post-test.',
        primaryOutcome: 'First post-test.',
        analysis: 'ANCOVA.',
        effectSize: 0.8,
        alpha: 0.05,
        power: 0.8,
        prePostCorrelation: 0.5,
      },
    });
    unmount();
    await renderWithApp(<StudyForm study={lockedStudy()} courses={courses} save={save} onSaved={() => {}} />);
    expect(screen.getByTestId('study-plan-frozen')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Hypotheses/)).toBeDisabled();
  });

  it('sends the body snake_case and puts the server field errors on their fields', {
    timeout: 60_000,
  }, async () => {
    api = fakeApi({
      'POST /studies': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: {
            'consent.fr': ['validation.required'],
            delayed_posttest_days: ['validation.invalidValue'],
          },
        },
      }),
    });
    await renderWithApp(<SavingForm />);
    await fill(screen.getByLabelText(/^Title/), 'Three orders');
    await userEvent.click(screen.getByRole('combobox', { name: /^Courses/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Geometry' }));
    await fill(screen.getByLabelText(/^Opens on/), '01/02/2026');
    await fill(screen.getByLabelText(/^Closes on/), '28/02/2026');
    await fill(screen.getByLabelText(/Consent text \(English\)/), 'Consent.');
    await fill(screen.getByLabelText(/Consent text \(French\)/), 'Consentement.');
    await fill(screen.getByLabelText(/Delayed post-test/), '30');
    await userEvent.click(screen.getByTestId('study-save'));
    await waitFor(() => expect(api?.seen).toHaveLength(1));
    expect(api?.seen[0]?.body).toEqual({
      title: 'Three orders',
      description: '',
      course_ids: [7],
      opens_at: '2026-02-01T00:00:00.000Z',
      closes_at: '2026-02-28T23:59:59.000Z',
      conditions: [
        { condition: 'adaptive', weight: 1 },
        { condition: 'author_order', weight: 1 },
      ],
      seed: 's1',
      consent: { en: 'Consent.', fr: 'Consentement.' },
      delayed_posttest_days: 30,
      post_test_rule: 'first',
      fallback_condition: 'adaptive',
      plan: null,
    });
    await waitFor(() =>
      expect(screen.getByLabelText(/Consent text \(French\)/)).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(screen.getByLabelText(/Delayed post-test/)).toHaveAccessibleDescription('This value is not valid');
  });
});
