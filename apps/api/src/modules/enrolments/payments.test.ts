// Payments an admin marks received (docs/design/product.md §4): an enrolment in a paid course that confirms its
// payments waits, with the content closed, until an admin marks it paid from the list of enrolments awaiting
// payment; the learner is then written to and learns. Free courses and paid ones that do not confirm never wait.
import { roles } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr, insertCategory } from '../../test/courses';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { sampleQuiz } from '../../test/quizzes';
import { unitBody } from '../../test/units';

let t: TestApp;
type Account = Awaited<ReturnType<typeof userWithTokens>>;
let admin: Account;
let category: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: roles.admin });
  category = await insertCategory(t, 'Languages');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, who: Account, payload?: object, headers: object = {}) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...who.headers, ...headers },
    ...(payload ? { payload } : {}),
  });

/** A published course with a unit and its quiz; the content opens without the pretest. */
async function publishedCourse(title: string, extra: Record<string, unknown>) {
  const res = await call('POST', '/admin/create-course', admin, {
    title,
    description: 'Conversation classes',
    category_id: category,
    language: 'en',
    is_paid: false,
    facilitator: 'Jean Dupont',
    is_public: true,
    teaching_type: 'online',
    link: 'https://meet.example.org/fr',
    status: 'published',
    content_requires_pretest: false,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  const id: number = res.json().data.id;
  expect((await call('POST', `/admin/create-eu/${id}`, admin, unitBody())).statusCode).toBe(201);
  expect((await call('POST', `/admin/course-quiz/${id}`, admin, sampleQuiz())).statusCode).toBe(200);
  return id;
}

const enrolmentId = async (userId: number, courseId: number) =>
  (
    await t.db
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow()
  ).id;

describe('payments an admin marks received', () => {
  it('keeps the content closed until the admin marks the payment, then opens it and writes to the learner', async () => {
    // 80 with 25 % off: 80 * 75 / 100 = 60
    const confirming = await publishedCourse('French B1', {
      is_paid: true,
      price: 80,
      discount: 25,
      payment_confirmation: true,
    });
    const trusting = await publishedCourse('French B2', { is_paid: true, price: 30, discount: 0 });
    const free = await publishedCourse('French A1', {});
    const learner = await userWithTokens(t, { first_name: 'Inès', language: 'fr' });

    expect(
      (await call('POST', `/user/subscribe-course/${confirming}`, learner, { confirm_price: 60 })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/user/subscribe-course/${trusting}`, learner, { confirm_price: 30 })).statusCode,
    ).toBe(200);
    expect((await call('POST', `/user/subscribe-course/${free}`, learner)).statusCode).toBe(200);

    // the learner sees the course waiting, and why, in their language
    const page = (await call('GET', `/courses/${confirming}`, learner)).json().data;
    expect(page).toMatchObject({ is_subscribed: true, payment_awaited: true, progress: 0 });
    for (const url of [
      `/courses/${confirming}/content`,
      `/user/courses/${confirming}/player`,
      `/user/courses/${confirming}/path`,
    ]) {
      const closed = await call('GET', url, learner, undefined, fr);
      expect([url, closed.statusCode]).toEqual([url, 403]);
      expect(closed.json().message).toBe(
        'Votre paiement pour ce cours attend sa confirmation : le cours s’ouvre dès qu’un administrateur le marque reçu.',
      );
    }
    // the other two courses never wait
    for (const id of [trusting, free]) {
      expect((await call('GET', `/courses/${id}`, learner)).json().data.payment_awaited).toBe(false);
      expect((await call('GET', `/courses/${id}/content`, learner)).statusCode).toBe(200);
    }

    // the admin's list: only the confirming course's enrolment, with the final price
    const waitingId = await enrolmentId(learner.row.id, confirming);
    const list = await call('GET', '/admin/enrolments/awaiting-payment', admin);
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.filter((e: { learner: { id: number } }) => e.learner.id === learner.row.id);
    expect(mine).toEqual([
      {
        id: waitingId,
        course: { id: confirming, title: 'French B1' },
        learner: { id: learner.row.id, first_name: 'Inès', last_name: 'Lovelace', email: learner.row.email },
        price: 60,
        enrolled_at: expect.any(String),
      },
    ]);

    // marking: the waiting one is marked, an enrolment that never waited is left alone
    const trustingId = await enrolmentId(learner.row.id, trusting);
    const marked = await call('POST', '/admin/enrolments/mark-paid', admin, {
      enrolment_ids: [waitingId, trustingId],
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({
      data: { marked: [waitingId] },
      message: 'Payments marked received: 1.',
    });
    const rows = await t.db
      .selectFrom('enrolments')
      .select(['id', 'paid_at'])
      .where('id', 'in', [waitingId, trustingId])
      .orderBy('id')
      .execute();
    expect(rows.find((r) => r.id === waitingId)?.paid_at).toEqual(expect.any(String));
    expect(rows.find((r) => r.id === trustingId)?.paid_at).toBeNull();

    // the learner learns, and was written to in French
    expect((await call('GET', `/courses/${confirming}`, learner)).json().data.payment_awaited).toBe(false);
    expect((await call('GET', `/courses/${confirming}/content`, learner)).statusCode).toBe(200);
    expect((await call('GET', `/user/courses/${confirming}/player`, learner)).statusCode).toBe(200);
    const mail = t.mail.filter((m) => m.to === learner.row.email);
    expect(mail.map((m) => m.subject)).toEqual(['Votre paiement pour French B1 est reçu']);
    expect(mail[0]!.text).toContain(`${t.config.publicUrl}/dashboard/student/courses/${confirming}`);

    // the list no longer holds it; marking again changes nothing
    const after = (await call('GET', '/admin/enrolments/awaiting-payment', admin)).json().data;
    expect(after.map((e: { id: number }) => e.id)).not.toContain(waitingId);
    const again = await call('POST', '/admin/enrolments/mark-paid', admin, { enrolment_ids: [waitingId] });
    expect(again.json().data.marked).toEqual([]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_type', 'target_id', 'details'])
      .where('action', '=', 'enrolment.paid')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.row.id,
      target_type: 'enrolment',
      target_id: waitingId,
    });
    expect(JSON.parse(audit[0]!.details!)).toEqual({ enrolment_ids: [waitingId], course_ids: [confirming] });
  });

  it('lists several courses newest first, filters by course, and marks several at once', async () => {
    const spanish = await publishedCourse('Spanish', {
      is_paid: true,
      price: 20,
      discount: 0,
      payment_confirmation: true,
    });
    const german = await publishedCourse('German', {
      is_paid: true,
      price: 10,
      discount: 50,
      payment_confirmation: true,
    });
    const learners = [];
    for (const courseId of [spanish, german, spanish]) {
      const learner = await userWithTokens(t);
      const price = courseId === spanish ? 20 : 5;
      expect(
        (await call('POST', `/user/subscribe-course/${courseId}`, learner, { confirm_price: price }))
          .statusCode,
      ).toBe(200);
      learners.push({ learner, courseId, enrolment: await enrolmentId(learner.row.id, courseId) });
    }
    const ours = new Set(learners.map((l) => l.enrolment));
    const all = (await call('GET', '/admin/enrolments/awaiting-payment?per_page=100', admin)).json();
    const listed = all.data.filter((e: { id: number }) => ours.has(e.id));
    // newest first: the third, then the second, then the first
    expect(listed.map((e: { id: number; price: number }) => [e.id, e.price])).toEqual([
      [learners[2]!.enrolment, 20],
      [learners[1]!.enrolment, 5],
      [learners[0]!.enrolment, 20],
    ]);
    const spanishOnly = (
      await call('GET', `/admin/enrolments/awaiting-payment?course_id=${spanish}`, admin)
    ).json();
    expect(spanishOnly.meta.total).toBe(2);
    expect(spanishOnly.data.map((e: { id: number }) => e.id)).toEqual([
      learners[2]!.enrolment,
      learners[0]!.enrolment,
    ]);

    const marked = await call('POST', '/admin/enrolments/mark-paid', admin, {
      enrolment_ids: learners.map((l) => l.enrolment),
    });
    expect(marked.json().data.marked).toEqual(learners.map((l) => l.enrolment).sort((a, b) => a - b));
    for (const { learner, courseId } of learners) {
      expect((await call('GET', `/courses/${courseId}/content`, learner)).statusCode).toBe(200);
    }
    expect(
      (await call('GET', `/admin/enrolments/awaiting-payment?course_id=${spanish}`, admin)).json().meta.total,
    ).toBe(0);
  });

  it('refuses an empty selection and anyone but an admin', async () => {
    const empty = await call('POST', '/admin/enrolments/mark-paid', admin, { enrolment_ids: [] }, fr);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.enrolment_ids).toEqual(['Sélectionnez au moins une inscription']);
    for (const role of [roles.user, roles.instructor, roles.designer]) {
      const other = await userWithTokens(t, { role });
      expect((await call('GET', '/admin/enrolments/awaiting-payment', other)).statusCode).toBe(403);
      expect(
        (await call('POST', '/admin/enrolments/mark-paid', other, { enrolment_ids: [1] })).statusCode,
      ).toBe(403);
    }
  });
});
