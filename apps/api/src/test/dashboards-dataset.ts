// The shared test dataset of the dashboard and export tests: four learners, three live courses and a deleted one,
// with submitted attempts whose figures are worked out by hand below.

import { attempt, category, course, courseQuiz, enrol, learningObjectQuiz, person } from './dashboards';
import { type TestApp, userWithTokens } from './helpers';

/**
 * Attempts (percentage, seconds, minute), pass mark 50 unless marked failed:
 *
 * Algebra (A), course quiz qA, one learning-object quiz:
 *   Alice:  pretest 40 (300 s, m10, failed), pretest 60 (200 s, m20), post-test 70 (250 s, m30),
 *           post-test 85 (180 s, m40), LO 90 (10 s, m15), an open post-test (m50, never counted)
 *   Bruno:  pretest 80 (120 s, m11), post-test 60 (90 s, m31, FAILED: late)
 *   Chloe:  pretest 0 (50 s, m12), post-test 0 (40 s, m32)
 *   David:  pretest 50 (100 s, m13), no post-test
 * Biology (B), course quiz qB:
 *   Alice:  pretest 20 (60 s, m14), post-test 100 (30 s, m34)
 *   Bruno:  pretest 100 (20 s, m16), post-test 100 (25 s, m36)
 * Conversation (C): Chloe enrolled, no attempt. Deleted course (D): David enrolled.
 *
 * Quiz timers (pre = first pretest, post = the post-test the course's rule counts: the latest in Algebra,
 * min_time = shortest passed course-quiz attempt):
 *   Alice/A: pre 40, post 85, gain 45, nlg (85-40)/(100-40) = 45/60 = 0.75, min_time min(200,250,180) = 180
 *            (the 10 s LO attempt is not the course quiz; the 300 s pretest failed)
 *   Bruno/A: pre 80, post 60, gain -20, nlg (60-80)/80 = -0.25, min_time 120 (the post-test failed)
 *   Chloe/A: pre 0, post 0, gain 0, nlg none (both 0), min_time none (nothing passed)
 *   David/A: pre 50, post none, gain none, nlg none, min_time 100
 *   Alice/B: pre 20, post 100, gain 80, nlg 80/80 = 1, min_time min(60 failed -> -, 30) = 30
 *   Bruno/B: pre 100, post 100, gain 0, nlg none (both 100), min_time min(20, 25) = 20
 * Course level (learners with both scores):
 *   A: Alice, Bruno, Chloe -> learners 3; course NLG mean(0.75, -0.25) = 0.25 over 2 (Chloe's none left out);
 *      mean pre (40+80+0)/3 = 40, mean post (85+60+0)/3 = 48.333..., Hake (48.333-40)/(100-40) = 0.13888...
 *   B: Alice, Bruno -> learners 2; course NLG 1 over 1 (Bruno's none); mean pre 60, mean post 100, Hake 40/40 = 1
 * Quiz attempts (every submitted attempt, course and LO quizzes):
 *   Alice/A 5 (4 course + 1 LO), mean (40+60+70+85+90)/5 = 69; Bruno/A 2, (80+60)/2 = 70; Chloe/A 2, 0;
 *   David/A 1, 50; Alice/B 2, (20+100)/2 = 60; Bruno/B 2, 100
 * Time spent (research export, every submitted attempt): Alice/A 300+200+250+180+10 = 940, Bruno/A 210,
 *   Chloe/A 90, David/A 100, Alice/B 90, Bruno/B 45, Chloe/C 0, David/D 0
 */
export async function gainsDataset(t: TestApp) {
  const admin = await userWithTokens(t, { role: 1, first_name: 'Ada', last_name: 'Admin' });
  const alice = await userWithTokens(t, {
    first_name: 'Alice',
    last_name: 'Martin',
    email: 'alice.martin@example.org',
  });
  const bruno = await person(t, 'Bruno', 'Keller', { email: 'bruno.keller@example.org' });
  const chloe = await person(t, 'Chloe', 'Dubois', { email: 'chloe.dubois@example.org' });
  const david = await person(t, 'David', 'Okafor', { email: 'david.okafor@example.org' });
  // Anonymised accounts are not counted as users.
  await person(t, 'Deleted', 'user', { status: 'deleted', deleted_at: '2025-01-02T00:00:00.000Z' });

  const sciences = await category(t, 'Sciences');
  const languages = await category(t, 'Languages');
  await category(t, 'Physics', sciences);
  // Algebra counts the latest post-test (the course's rule); the others the first, the default.
  const algebra = await course(t, 'Algebra', sciences, false, 'latest');
  const biology = await course(t, 'Biology', sciences);
  const conversation = await course(t, 'Conversation', languages);
  const gone = await course(t, 'Deleted course', languages, true);

  const e = {
    aliceA: await enrol(t, alice.row.id, algebra, {
      status: 'completed',
      level: 'intermediate',
      progress: 100,
      enrolledAt: '2025-01-01T00:01:00.000Z',
    }),
    brunoA: await enrol(t, bruno.id, algebra, { status: 'completed', level: 'advanced', progress: 100 }),
    chloeA: await enrol(t, chloe.id, algebra, { level: 'basic', progress: 20 }),
    davidA: await enrol(t, david.id, algebra, { level: 'intermediate', progress: 10 }),
    aliceB: await enrol(t, alice.row.id, biology, {
      status: 'completed',
      level: 'basic',
      progress: 100,
      enrolledAt: '2025-01-01T00:05:00.000Z',
    }),
    brunoB: await enrol(t, bruno.id, biology, { level: 'advanced', progress: 50 }),
    chloeC: await enrol(t, chloe.id, conversation),
    davidD: await enrol(t, david.id, gone),
  };

  const qA = await courseQuiz(t, algebra);
  const qB = await courseQuiz(t, biology);
  const lo = await learningObjectQuiz(t, algebra);
  const A = { quizId: qA, courseId: algebra };
  const B = { quizId: qB, courseId: biology };
  const a = alice.row.id;
  await attempt(t, { ...A, userId: a, kind: 'pretest', percentage: 40, time: 300, minute: 10 });
  await attempt(t, { ...A, userId: a, kind: 'pretest', percentage: 60, time: 200, minute: 20 });
  await attempt(t, { ...A, userId: a, kind: 'posttest', percentage: 70, time: 250, minute: 30 });
  await attempt(t, { ...A, userId: a, kind: 'posttest', percentage: 85, time: 180, minute: 40 });
  await attempt(t, {
    quizId: lo.quizId,
    courseId: algebra,
    learningObjectId: lo.learningObjectId,
    userId: a,
    kind: 'learning_object',
    percentage: 90,
    time: 10,
    minute: 15,
  });
  await attempt(t, { ...A, userId: a, kind: 'posttest', percentage: 0, time: 0, minute: 50, open: true });
  await attempt(t, { ...A, userId: bruno.id, kind: 'pretest', percentage: 80, time: 120, minute: 11 });
  await attempt(t, {
    ...A,
    userId: bruno.id,
    kind: 'posttest',
    percentage: 60,
    time: 90,
    minute: 31,
    status: 'failed',
  });
  await attempt(t, { ...A, userId: chloe.id, kind: 'pretest', percentage: 0, time: 50, minute: 12 });
  await attempt(t, { ...A, userId: chloe.id, kind: 'posttest', percentage: 0, time: 40, minute: 32 });
  await attempt(t, { ...A, userId: david.id, kind: 'pretest', percentage: 50, time: 100, minute: 13 });
  await attempt(t, { ...B, userId: a, kind: 'pretest', percentage: 20, time: 60, minute: 14 });
  await attempt(t, { ...B, userId: a, kind: 'posttest', percentage: 100, time: 30, minute: 34 });
  await attempt(t, { ...B, userId: bruno.id, kind: 'pretest', percentage: 100, time: 20, minute: 16 });
  await attempt(t, { ...B, userId: bruno.id, kind: 'posttest', percentage: 100, time: 25, minute: 36 });

  return {
    admin,
    alice,
    learners: { alice: alice.row, bruno, chloe, david },
    categories: { sciences, languages },
    courses: { algebra, biology, conversation, gone },
    enrolments: e,
    quizzes: { qA, qB, lo },
  };
}

export type GainsDataset = Awaited<ReturnType<typeof gainsDataset>>;
