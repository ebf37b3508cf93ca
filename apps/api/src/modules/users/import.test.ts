// Importing learners from CSV: the dry run lists each line's problems and writes nothing; a file with problems
// is refused whole (422 naming the lines); a clean file creates the accounts, joins their classes (enrolled in
// the class's courses) and mails each an invitation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, lastLinkToken, type TestApp, userWithTokens } from '../../test/helpers';
import { insertCourse } from '../../test/quizzes';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let klass: { id: number; code: string };
let courseId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  courseId = (await insertCourse(t, { title: 'Optics' })).id;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/classes',
    headers: admin.headers,
    payload: { name: 'Seconde B', course_ids: [courseId] },
  });
  klass = res.json().data;
});
afterAll(() => t.close());

const upload = (csv: string, dryRun: boolean, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/users/import',
    headers: { ...admin.headers, 'accept-language': lang },
    payload: { csv, dry_run: dryRun },
  });
const countUsers = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('CSV import of learners', () => {
  it('dry run: lists every line with its problems, in the caller language, and writes nothing', async () => {
    const existing = await insertUser(t, { email: 'taken@school.test' });
    const csv = [
      'first_name;last_name;email;class',
      'Léa;Martin;lea@school.test;Seconde B',
      ';Petit;hugo@school.test;',
      'Inès;Roux;not-an-address;',
      `Sam;Lee;${existing.email};`,
      'Léa;Martin;LEA@school.test;',
      'Noé;"Durand; fils";noe@school.test;NOPE1234',
    ].join('\r\n');
    const before = await countUsers();
    const res = await upload(csv, true, 'fr');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Lignes importables : 1 sur 6.');
    expect(body.data.created).toBe(0);
    expect(body.data.lines).toEqual([
      { line: 2, email: 'lea@school.test', class_name: 'Seconde B', errors: [] },
      { line: 3, email: 'hugo@school.test', class_name: null, errors: ['Le prénom est obligatoire'] },
      { line: 4, email: 'not-an-address', class_name: null, errors: [expect.any(String)] },
      {
        line: 5,
        email: 'taken@school.test',
        class_name: null,
        errors: ['Cette adresse e-mail est déjà enregistrée.'],
      },
      {
        line: 6,
        email: 'lea@school.test',
        class_name: null,
        errors: ['Cette adresse e-mail figure déjà à la ligne 2.'],
      },
      {
        line: 7,
        email: 'noe@school.test',
        class_name: null,
        errors: ['Aucune classe n’a le code ou le nom « NOPE1234 ».'],
      },
    ]);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a real run of a file with problems, naming the lines, and creates nobody', async () => {
    const before = await countUsers();
    const res = await upload(
      'first_name,last_name,email\nAna,Silva,ana@school.test\nBo,,bo@school.test',
      false,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Nothing was imported. Lines to correct: 1.',
      errors: { line_3: ['Last name is required'] },
    });
    expect(await countUsers()).toBe(before);
    expect(t.mail.filter((m) => m.to === 'ana@school.test')).toHaveLength(0);
  });

  it('imports a clean file: accepted learners in their class, enrolled, each invited to choose a password', async () => {
    const csv = [
      'email,first_name,last_name,class',
      `zoe@school.test,Zoé,Bernard,${klass.code.toLowerCase()}`,
      'yan@school.test,Yan,Moreau,Seconde B',
      'xu@school.test,Xu,Li,',
    ].join('\n');
    const res = await upload(csv, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('3 learners imported; each received an invitation to choose a password.');
    expect(res.json().data.created).toBe(3);
    const rows = await t.db
      .selectFrom('users')
      .select(['id', 'email', 'status', 'role', 'password_hash', 'created_by'])
      .where('email', 'in', ['zoe@school.test', 'yan@school.test', 'xu@school.test'])
      .orderBy('email')
      .execute();
    expect(rows.map((r) => [r.email, r.status, r.role, r.password_hash, r.created_by])).toEqual([
      ['xu@school.test', 'accepted', 0, null, admin.row.id],
      ['yan@school.test', 'accepted', 0, null, admin.row.id],
      ['zoe@school.test', 'accepted', 0, null, admin.row.id],
    ]);
    const members = await t.db
      .selectFrom('class_members')
      .select('user_id')
      .where('class_id', '=', klass.id)
      .execute();
    const inClass = rows.filter((r) => r.email !== 'xu@school.test').map((r) => r.id);
    expect(members.map((m) => m.user_id).sort()).toEqual(inClass.sort());
    const enrolled = await t.db
      .selectFrom('enrolments')
      .select('user_id')
      .where('course_id', '=', courseId)
      .execute();
    expect(enrolled.map((e) => e.user_id).sort()).toEqual(inClass.sort());
    const course = await t.db
      .selectFrom('courses')
      .select('subscribers_count')
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    expect(course.subscribers_count).toBe(2);
    // each can choose a password from their mail and log in
    const token = lastLinkToken(t.mail, 'zoe@school.test');
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/password-set?token=${encodeURIComponent(token)}`,
      payload: { password: 'Secret123', password_confirmation: 'Secret123' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'zoe@school.test', password: 'Secret123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 422 to a file without the header, and 403 to anyone but an admin', async () => {
    const noHeader = await upload('Ana,Silva,ana@school.test', true);
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().errors.csv).toEqual([
      'The first line must name the columns: first_name, last_name, email and, if wanted, class.',
    ]);
    expect((await upload('   ', true)).statusCode).toBe(422);
    const instructor = await userWithTokens(t, { role: 2 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/import',
      headers: instructor.headers,
      payload: { csv: 'first_name,last_name,email\nA,B,a@school.test', dry_run: false },
    });
    expect(res.statusCode).toBe(403);
  });
});
