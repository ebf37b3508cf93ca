import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fakeApi, learner, signedIn } from '../../questionnaire/test/fakeApi';
import { CourseViewerPage } from './CourseViewerPage';

const learningObject = (id: number, title: string) => ({
  id,
  title,
  type: 'concrete',
  summary: null,
  position: id,
  media: [],
  sections: [],
  quiz: { id: id + 100, is_passed: false, questions_count: 3 },
});
const content = {
  course: { id: 5, title: 'Fractions' },
  quiz: { id: 9, is_passed: false, questions_count: 4 },
  units: [
    {
      id: 1,
      course_id: 5,
      title: 'Meaning of fractions',
      type: 'basic',
      position: 1,
      learning_objects: [learningObject(11, 'Idea of a fraction'), learningObject(12, 'Pizza slices')],
    },
  ],
};

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

async function openViewer(address: string) {
  // jsdom does not lay out pages: record which element is brought into view.
  const scrolled: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value: vi.fn(function (this: Element) {
      scrolled.push(this);
    }),
  });
  fakeApi({ 'GET /courses/5/content': () => ({ status: 200, data: { data: content } }) });
  await renderWithApp(
    <Routes>
      <Route path="dashboard/student/courses/:courseId" element={<CourseViewerPage />} />
    </Routes>,
    { path: address, state: { auth: signedIn(learner({ result: {} as never })) } },
  );
  await screen.findByRole('heading', { name: 'Pizza slices' });
  return scrolled;
}

describe('The course viewer', () => {
  it('opens at the learning object named in the address and moves focus there', async () => {
    const scrolled = await openViewer('/dashboard/student/courses/5#lo-12');
    const target = screen.getByRole('heading', { name: 'Pizza slices' }).closest('#lo-12');
    expect(target).not.toBeNull();
    expect(scrolled).toEqual([target]);
    expect(document.activeElement).toBe(target);
  });

  it('stays at the top without a learning object in the address, and leads back to the path', async () => {
    const scrolled = await openViewer('/dashboard/student/courses/5');
    expect(scrolled).toEqual([]);
    expect(screen.getByRole('link', { name: 'My path' })).toHaveAttribute(
      'href',
      '/dashboard/student/courses/5/path',
    );
    expect(screen.getByRole('link', { name: 'Course quiz' })).toHaveAttribute(
      'href',
      '/dashboard/student/courses/5/quiz',
    );
  });
});
