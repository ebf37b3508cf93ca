import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireGains } from '../../../test/wire';
import { LearnerAdaptivePage } from './LearnerAdaptivePage';

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

const route = '/dashboard/admin/users/7/courses/3/adaptive';
const page = (
  <Routes>
    <Route
      path="dashboard/admin/users/:userId/courses/:courseId/adaptive"
      element={<LearnerAdaptivePage />}
    />
  </Routes>
);
const reason = (key: string, text: string) => ({ key, params: {}, text });

/** The adaptive view as the API sends it (snake_case). */
const adaptiveAnswer = {
  learner: { id: 7, first_name: 'Amal', last_name: 'Ben Salah' },
  course: { id: 3, title: 'Databases' },
  result: {
    id: 11,
    created_at: '2024-03-05T10:00:00.000Z',
    dimensions: [
      {
        dimension: 'processing',
        pair: ['active', 'reflective'],
        category: 'active',
        score: 7,
        band: 'moderate',
      },
      {
        dimension: 'perception',
        pair: ['sensing', 'intuitive'],
        category: 'sensing',
        score: 1,
        band: 'mild',
      },
      { dimension: 'input', pair: ['visual', 'verbal'], category: 'visual', score: 9, band: 'strong' },
      {
        dimension: 'understanding',
        pair: ['sequential', 'global'],
        category: 'global',
        score: 3,
        band: 'mild',
      },
    ],
  },
  level: 'intermediate',
  path: {
    course_id: 3,
    level: 'intermediate',
    sequential: false,
    style: null,
    reasons: [
      reason('path.global', 'The course overview comes first because you see the big picture first.'),
    ],
    steps: [
      {
        kind: 'unit',
        id: 'unit-5',
        locked: false,
        reasons: [reason('path.unit.core', 'Core unit at your level.')],
        unit_id: 5,
        title: 'Joins',
        unit_type: 'intermediate',
        role: 'core',
        locked_by: null,
      },
      {
        kind: 'learning_object',
        id: 'lo-21',
        locked: false,
        reasons: [reason('path.lo.concreteFirst', 'Concrete first: you prefer facts and examples.')],
        unit_id: 5,
        role: 'core',
        learning_object_id: 21,
        title: 'Inner joins by example',
        learning_object_type: 'concrete',
        media: [],
        quiz_id: 40,
        p_known: 0.62,
        mastered: false,
      },
    ],
    locks: [],
    progress: { done: 0, total: 1, percent: 0, mastered: 0 },
    course_quiz: 'none',
    next_step: null,
  },
  mastery: {
    course_id: 3,
    progress: { done: 0, total: 1, percent: 0, mastered: 0 },
    learning_objects: [
      {
        learning_object_id: 21,
        unit_id: 5,
        title: 'Inner joins by example',
        p_known: 0.62,
        mastered: false,
        observations: 4,
        mastered_at: null,
      },
    ],
  },
  gains: wireGains({ course_id: 3, pre_test_percentage: 40, time_spent: 600 }),
};

function adaptiveServer(
  reply: { status: number; data?: unknown } = { status: 200, data: { data: adaptiveAnswer } },
) {
  return fakeApi(() => reply);
}

describe("the admin's view of a learner's adaptive profile", () => {
  it('shows the level, the learning style, each step with its reason and the mastery, without content links', async () => {
    const user = userEvent.setup();
    api = adaptiveServer();
    await renderWithApp(page, { path: route });

    expect(
      await screen.findByRole('heading', { name: 'Adaptive profile of Amal Ben Salah — Databases' }),
    ).toBeInTheDocument();
    expect(api.seen[0].url).toBe('/admin/learners/7/courses/3/adaptive');
    expect(screen.getByTestId('adaptive-level')).toHaveTextContent('Intermediate');

    const input = screen.getByTestId('dimension-input');
    expect(within(input).getByText('Visual 9')).toBeInTheDocument();
    expect(within(input).getByText('Strong preference')).toBeInTheDocument();

    expect(
      screen.getByText('The course overview comes first because you see the big picture first.'),
    ).toBeInTheDocument();
    const step = screen.getByTestId('path-step');
    expect(within(step).getByText('Inner joins by example')).toBeInTheDocument();
    // Read only: the step opens nothing for the admin.
    expect(within(step).queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the reasons of each step' }));
    expect(within(step).getByText('Concrete first: you prefer facts and examples.')).toBeVisible();

    const row = screen.getByTestId('mastery-21');
    expect(within(row).getByText('62%')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(within(row).getByText('Not mastered')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    api = adaptiveServer();
    await renderWithApp(page, { path: route, language: 'fr' });

    expect(
      await screen.findByRole('heading', { name: 'Profil adaptatif de Amal Ben Salah — Databases' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Maîtrise par objet d'apprentissage" })).toBeInTheDocument();
    expect(within(screen.getByTestId('mastery-21')).getByText('62 %')).toBeInTheDocument();
  });

  it('says when the learner has no result nor level yet', async () => {
    api = adaptiveServer({ status: 200, data: { data: { ...adaptiveAnswer, result: null, level: null } } });
    await renderWithApp(page, { path: route });

    expect(
      await screen.findByText('No level yet: the learner has not taken the pretest of this course.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/No learning-style result yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('dimension-input')).toBeNull();
  });

  it('says when the learner is not enrolled in the course', async () => {
    api = adaptiveServer({ status: 404, data: { message: 'Not found.' } });
    await renderWithApp(page, { path: route });

    expect(await screen.findByRole('heading', { name: 'Not enrolled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the account' })).toHaveAttribute(
      'href',
      '/dashboard/admin/users/7',
    );
  });
});
