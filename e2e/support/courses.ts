// Course set-up of the browser tests that need a course of their own (measurement, player, studies): built
// through the admin API, published directly (the publishing checks have their own journey), and a learner
// enrolled in it with a learning-style result, so that each journey starts where its page does.
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, approve, asAdmin, expect, type NewLearner, registerLearner } from '../fixtures';

interface UnitSpec {
  title: string;
  learningObjects: { title: string; type: 'abstract' | 'concrete' }[];
  /** Questions of a required quiz added to each learning object of the unit. */
  quizQuestions?: unknown[];
}

export interface CourseSpec {
  /** A word that names the journey in the category and course titles ("Measured", "Played"…). */
  name: string;
  description: string;
  units: UnitSpec[];
  courseQuiz?: { questions: unknown[]; timeLimitSeconds?: number };
  contentRequiresPretest?: boolean;
}

/** A published, free, online course in a category of its own, with unique titles. */
export async function createCourse(request: APIRequestContext, spec: CourseSpec) {
  const suffix = Math.floor(Math.random() * 1e6);
  const slug = spec.name.toLowerCase();
  const category = await asAdmin(request, '/api/categories/create-category', {
    title: `${spec.name} ${suffix}`,
  });
  const course = await asAdmin(request, '/api/admin/create-course', {
    title: `${spec.name} fractions ${suffix}`,
    description: spec.description,
    status: 'published', // built by the test's set-up, not through the publishing checks
    category_id: category.id,
    language: 'en',
    is_paid: 0,
    facilitator: 'Ada Lovelace',
    is_public: 1,
    teaching_type: 'online',
    link: `https://meet.parcours.example/${slug}`,
    ...(spec.contentRequiresPretest === undefined
      ? {}
      : { content_requires_pretest: spec.contentRequiresPretest }),
  });
  for (const unitSpec of spec.units) {
    const unit = await asAdmin(request, `/api/admin/create-eu/${course.id}`, {
      title: unitSpec.title,
      type: 'basic',
      learning_objects: unitSpec.learningObjects,
    });
    if (!unitSpec.quizQuestions) continue;
    for (const lo of unit.learning_objects as { id: number }[]) {
      await asAdmin(request, `/api/admin/add-quiz-to-lo/${lo.id}`, {
        pass_mark: 50,
        questions: unitSpec.quizQuestions,
      });
    }
  }
  if (spec.courseQuiz) {
    await asAdmin(request, `/api/admin/course-quiz/${course.id}`, {
      pass_mark: 50,
      cooldown_seconds: 0,
      ...(spec.courseQuiz.timeLimitSeconds === undefined
        ? {}
        : { time_limit_seconds: spec.courseQuiz.timeLimitSeconds }),
      questions: spec.courseQuiz.questions,
    });
  }
  return { id: course.id as number, title: course.title as string, suffix };
}

/** The learning-style questionnaire answered through the API for a course, every item with the same answer. */
export async function answerQuestionnaire(
  request: APIRequestContext,
  headers: { Authorization: string },
  courseId: number,
  answer: 'a' | 'b' = 'a',
) {
  const items = (await (await request.get('/api/user/Silverman/questions', { headers })).json()).data as {
    id: number;
  }[];
  const submitted = await request.post('/api/user/Silverman/submit-responses', {
    headers,
    data: { responses: items.map((q) => ({ question_id: q.id, answer })), course_id: courseId },
  });
  expect(submitted.status(), await submitted.text()).toBeLessThan(300);
}

/**
 * An approved learner enrolled in the course who answered the learning-style questionnaire through the API,
 * every item with the same answer ('a' or 'b'), with the token and headers of their session.
 */
export async function enrolledLearner(
  request: APIRequestContext,
  courseId: number,
  prefix: string,
  answer: 'a' | 'b' = 'a',
): Promise<NewLearner & { token: string; headers: { Authorization: string } }> {
  const learner = await registerLearner(request, prefix);
  await approve(request, learner.id);
  const token = await apiLogin(request, learner.email, learner.password);
  const headers = { Authorization: `Bearer ${token}` };
  const enrol = await request.post(`/api/user/subscribe-course/${courseId}`, { headers });
  expect(enrol.status(), await enrol.text()).toBeLessThan(300);
  await answerQuestionnaire(request, headers, courseId, answer);
  return { ...learner, token, headers };
}
