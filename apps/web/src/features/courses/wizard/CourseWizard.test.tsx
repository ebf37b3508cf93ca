import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../../shared/http';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireCourse } from '../../../test/wire';
import type { CourseItem } from '../api/listCourses';
import { CourseWizard } from './CourseWizard';
import { courseToForm } from './courseForm';

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

describe('CourseWizard', () => {
  // The form holds camelCase values (docs/adr/0008-web-speaks-camelcase.md); the wire stays snake_case.
  it('saves a course with the wire names and shows a server field error on its step', {
    timeout: 60_000,
  }, async () => {
    const course = camelizeKeys<CourseItem>(
      wireCourse({
        id: 12,
        teaching_type: 'on_place',
        latitude: 36.8,
        longitude: 10.18,
        start_time: '2030-03-01T08:30:00.000Z',
        end_time: '2030-03-02T11:00:00.000Z',
      }),
    );
    api = fakeApi((request) =>
      request.method === 'POST' && request.url === '/admin/update-course/12'
        ? {
            status: 422,
            data: {
              message: 'The given data was invalid.',
              errors: { start_time: ['validation.invalidValue'] },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    await renderWithApp(
      <CourseWizard draftKey="wire-test" initial={courseToForm(course)} course={course} onSaved={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Course quiz' }));
    await user.click(await screen.findByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(api?.seen.some((r) => r.url === '/admin/update-course/12')).toBe(true));
    const body = api?.seen.find((r) => r.url === '/admin/update-course/12')?.body ?? {};
    expect(body).toMatchObject({
      title: 'Fractions',
      description: 'Parts of a whole',
      category_id: 1,
      language: 'en',
      is_paid: false,
      price: null,
      discount: null,
      facilitator: 'Emmy Noether',
      is_public: true,
      selected_user_ids: [],
      teaching_type: 'on_place',
      link: null,
      latitude: 36.8,
      longitude: 10.18,
      start_time: '2030-03-01T08:30:00.000Z',
      end_time: '2030-03-02T11:00:00.000Z',
      is_sequential: false,
      content_requires_pretest: true,
      completion_requires_quizzes: true,
      post_test_rule: 'first',
      adapts_media: false,
      payment_confirmation: false,
    });
    expect(Object.keys(body).filter((key) => /[A-Z]/.test(key))).toEqual([]);
    // The message lands on its field, and the wizard opens the step that holds it.
    expect(await screen.findByText('This value is not valid')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Place and time' })).toBeInTheDocument();
  });
});
