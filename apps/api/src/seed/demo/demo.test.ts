// Seeds the demo catalogue into a fresh database (SQLite, or PostgreSQL with TEST_DB=postgres) and checks what was stored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { questionInput, questionTypes, splitForms } from '@parcours/shared';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { DB } from '../../db/schema';
import { type DemoSeedCounts, seedDemoContent } from './index';

const usePostgres = process.env.TEST_DB === 'postgres';
const pgUrl = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';
const now = new Date('2030-01-15T10:00:00.000Z');

async function withAdminClient(fn: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

function listFiles(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : [];
}

describe(`demo content on ${usePostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  let schema: string | null = null;
  let adminId: number;
  let counts: DemoSeedCounts;

  const tableCount = async (table: keyof DB): Promise<number> => {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcours-demo-'));
    if (usePostgres) {
      const name = `demo_test_${process.pid}_${Date.now()}`;
      await withAdminClient((c) => c.query(`create schema "${name}"`));
      schema = name;
      handle = openDatabase({ databaseUrl: pgUrl, pgSchema: name, poolSize: 2 });
    } else {
      handle = openDatabase({ sqliteFile: ':memory:' });
    }
    await migrateToLatest(handle.db, handle.engine);
    const stamp = now.toISOString();
    const admin = await handle.db
      .insertInto('users')
      .values({
        first_name: 'Ada',
        last_name: 'Admin',
        email: 'admin@parcours.example',
        role: 1,
        status: 'accepted',
        pseudonym: 'p-admin',
        created_at: stamp,
        updated_at: stamp,
        password_hash: null,
        major: null,
        theme: null,
        latest_course_id: null,
        nps: null,
        usability_score: null,
        engagement_score: null,
        created_by: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    adminId = admin.id;
    counts = await seedDemoContent(handle.db, { mediaDir, adminId, now });
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
    if (schema) await withAdminClient((c) => c.query(`drop schema "${schema}" cascade`));
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('reports the rows it created', async () => {
    expect(counts.courses).toBeGreaterThanOrEqual(8);
    expect(counts).toEqual({
      categories: await tableCount('categories'),
      courses: await tableCount('courses'),
      units: await tableCount('educational_units'),
      learningObjects: await tableCount('learning_objects'),
      questions: await tableCount('questions'),
    });
  });

  it('builds three categories with two subcategories each', async () => {
    const rows = await handle.db.selectFrom('categories').select(['id', 'title', 'parent_id']).execute();
    const roots = rows.filter((r) => r.parent_id === null);
    expect(roots).toHaveLength(3);
    for (const root of roots) expect(rows.filter((r) => r.parent_id === root.id)).toHaveLength(2);
    const courses = await handle.db.selectFrom('courses').select(['category_id', 'subcategory_id']).execute();
    for (const c of courses) {
      expect(rows.find((r) => r.id === c.subcategory_id)?.parent_id).toBe(c.category_id);
    }
  });

  it('varies the courses: languages, prices, places and dates', async () => {
    const courses = await handle.db.selectFrom('courses').selectAll().execute();
    expect(courses.filter((c) => c.language === 'en').length).toBeGreaterThanOrEqual(5);
    expect(courses.filter((c) => c.language === 'fr').length).toBeGreaterThanOrEqual(3);
    expect(courses.some((c) => c.is_paid === 1 && c.price > 0 && c.discount > 0)).toBe(true);
    expect(courses.some((c) => c.is_paid === 0 && c.price === 0)).toBe(true);
    expect(courses.filter((c) => c.is_sequential === 1).length).toBeGreaterThanOrEqual(1);
    const onPlace = courses.filter((c) => c.teaching_type === 'on_place');
    expect(onPlace.length).toBeGreaterThanOrEqual(1);
    for (const c of onPlace)
      expect([typeof c.latitude, typeof c.longitude, c.link]).toEqual(['number', 'number', null]);
    for (const c of courses.filter((c) => c.teaching_type === 'online'))
      expect(c.link).toMatch(/^https:\/\//);
    for (const c of courses) {
      expect(c.start_time! > now.toISOString()).toBe(true);
      expect(c.end_time! > c.start_time!).toBe(true);
      expect(c.created_at < now.toISOString()).toBe(true);
      expect([c.is_active, c.is_offline, c.is_public, c.created_by]).toEqual([1, 0, 1, adminId]);
      expect(c.duration).toBeGreaterThan(0);
    }
    expect(new Set(courses.map((c) => c.created_at)).size).toBe(courses.length);
  });

  it('gives every course units of all three levels, each with abstract and concrete learning objects', async () => {
    const courses = await handle.db.selectFrom('courses').select('id').execute();
    for (const course of courses) {
      const units = await handle.db
        .selectFrom('educational_units')
        .selectAll()
        .where('course_id', '=', course.id)
        .orderBy('position')
        .execute();
      expect(new Set(units.map((u) => u.type))).toEqual(new Set(['basic', 'intermediate', 'advanced']));
      for (const unit of units) {
        const los = await handle.db
          .selectFrom('learning_objects')
          .selectAll()
          .where('unit_id', '=', unit.id)
          .execute();
        expect(los.length).toBeGreaterThanOrEqual(2);
        expect(new Set(los.map((l) => l.type))).toEqual(new Set(['abstract', 'concrete']));
        for (const lo of los) {
          const sections = await handle.db
            .selectFrom('sections')
            .selectAll()
            .where('learning_object_id', '=', lo.id)
            .execute();
          expect(sections.length).toBeGreaterThanOrEqual(1);
          expect(sections.length).toBeLessThanOrEqual(3);
          for (const s of sections) expect(s.description.length).toBeGreaterThan(150);
          const images = await handle.db
            .selectFrom('media')
            .select('id')
            .where('model_type', '=', 'learning_object')
            .where('model_id', '=', lo.id)
            .where('kind', '=', 'image')
            .execute();
          expect(images.length).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it('gives every course a course quiz of at least 8 well-formed questions', async () => {
    const courses = await handle.db.selectFrom('courses').select('id').execute();
    for (const course of courses) {
      const quizzes = await handle.db
        .selectFrom('quizzes')
        .selectAll()
        .where('course_id', '=', course.id)
        .execute();
      expect(quizzes).toHaveLength(1);
      expect([quizzes[0].pass_mark, quizzes[0].learning_object_id]).toEqual([50, null]);
      expect(quizzes[0].time_limit_seconds).toBeGreaterThan(0);
      const questions = await handle.db
        .selectFrom('questions')
        .selectAll()
        .where('quiz_id', '=', quizzes[0].id)
        .execute();
      expect(questions.length).toBeGreaterThanOrEqual(8);
      expect(new Set(questions.map((q) => q.type))).toEqual(
        new Set([questionTypes.QCM, questionTypes.BINARY]),
      );
    }
  });

  it('gives the Forces course quiz parallel forms of five questions each, balanced by level', async () => {
    const quiz = await handle.db
      .selectFrom('quizzes')
      .innerJoin('courses', 'courses.id', 'quizzes.course_id')
      .select(['quizzes.id', 'quizzes.parallel_forms'])
      .where('courses.title', '=', "Forces and Motion: Newton's Laws")
      .executeTakeFirstOrThrow();
    expect(quiz.parallel_forms).toBe(1);
    const questions = await handle.db
      .selectFrom('questions')
      .select(['id', 'type', 'level', 'position'])
      .where('quiz_id', '=', quiz.id)
      .orderBy('position')
      .execute();
    // Levels 3 basic, 3 intermediate, 4 advanced; dealt A B A | B A B | A B A B: A takes the 1st, 3rd, 5th, 7th
    // and 9th question, B the others.
    expect(questions.map((q) => q.level)).toEqual([
      ...Array(3).fill('basic'),
      ...Array(3).fill('intermediate'),
      ...Array(4).fill('advanced'),
    ]);
    const forms = splitForms(questions);
    expect(questions.map((q) => forms.get(q.id)).join('')).toBe('ABABABABAB');
    // The other courses' quizzes draw every question.
    const others = await handle.db
      .selectFrom('quizzes')
      .select('id')
      .where('course_id', 'is not', null)
      .where('parallel_forms', '=', 1)
      .execute();
    expect(others).toHaveLength(1);
  });

  it('stores only questions the quiz builder would save, of every type it saves', async () => {
    const questions = await handle.db.selectFrom('questions').selectAll().execute();
    const answers = await handle.db.selectFrom('answers').selectAll().execute();
    for (const q of questions) {
      const own = answers.filter((a) => a.question_id === q.id);
      // The builder's own rules (packages/shared questionInput): a QCM with a correct answer, a true/false with
      // its value, typed answers with one at full credit, two pairs or two different items...
      const input = {
        question: q.question,
        type: q.type,
        ...(q.is_valid === null ? {} : { is_valid: q.is_valid }),
        case_sensitive: q.case_sensitive,
        answers: own.map((a) => ({
          answer: a.answer,
          is_valid: a.is_valid,
          credit: a.credit,
          tolerance: a.tolerance,
          ...(a.match_text === null ? {} : { match: a.match_text }),
        })),
      };
      expect(questionInput.safeParse(input).error?.issues ?? [], q.question).toEqual([]);
      if (q.type === questionTypes.BINARY) expect(own).toHaveLength(0);
    }
    expect(new Set(questions.map((q) => q.type))).toEqual(
      new Set([1, 3, 4, 5, 6, 7].map((t) => t as (typeof questions)[number]['type'])),
    );
    // The right answer is not always shown first.
    const firstIsRight = questions
      .filter((q) => q.type === questionTypes.QCM)
      .map((q) => answers.find((a) => a.question_id === q.id && a.position === 0)?.is_valid);
    expect(firstIsRight.filter((v) => v === 1).length).toBeLessThan(firstIsRight.length * 0.6);
  });

  it('puts a quiz of 2 to 4 questions on most learning objects', async () => {
    const los = await handle.db.selectFrom('learning_objects').select('id').execute();
    const quizzes = await handle.db
      .selectFrom('quizzes')
      .innerJoin('questions', 'questions.quiz_id', 'quizzes.id')
      .select(['quizzes.learning_object_id as lo', (eb) => eb.fn.countAll<number>().as('n')])
      .where('quizzes.learning_object_id', 'is not', null)
      .groupBy('quizzes.learning_object_id')
      .execute();
    expect(quizzes.length).toBeGreaterThan(los.length / 2);
    for (const q of quizzes) expect(Number(q.n)).toBeGreaterThanOrEqual(2);
    for (const q of quizzes) expect(Number(q.n)).toBeLessThanOrEqual(4);
  });

  it('writes every media file to disk as a real image or text document', async () => {
    const media = await handle.db.selectFrom('media').selectAll().execute();
    const courses = await tableCount('courses');
    expect(media.filter((m) => m.model_type === 'course' && m.collection === 'cover')).toHaveLength(courses);
    expect(media.filter((m) => m.model_type === 'category' && m.collection === 'image')).toHaveLength(
      await tableCount('categories'),
    );
    expect(media.some((m) => m.kind === 'document' && m.model_type === 'learning_object')).toBe(true);
    for (const m of media) {
      expect(m.mime_type).not.toContain('svg');
      expect(path.isAbsolute(m.file_name)).toBe(false);
      const file = path.join(mediaDir, m.file_name);
      expect(fs.statSync(file).size).toBe(Number(m.size));
      if (m.kind === 'image') {
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBeGreaterThanOrEqual(800);
        const thumb = await sharp(path.join(mediaDir, m.thumbnail_file_name!)).metadata();
        expect(thumb.width).toBe(400);
      } else {
        expect(m.mime_type).toBe('text/plain');
        expect(fs.readFileSync(file, 'utf8').length).toBeGreaterThan(200);
      }
    }
  });

  it('changes nothing when run again', async () => {
    const tables = [
      'categories',
      'courses',
      'educational_units',
      'learning_objects',
      'sections',
      'quizzes',
      'questions',
      'answers',
      'media',
    ] as const;
    const before = await Promise.all(tables.map(tableCount));
    const filesBefore = listFiles(mediaDir);
    const again = await seedDemoContent(handle.db, { mediaDir, adminId, now });
    expect(again).toEqual({ categories: 0, courses: 0, units: 0, learningObjects: 0, questions: 0 });
    expect(await Promise.all(tables.map(tableCount))).toEqual(before);
    expect(listFiles(mediaDir)).toEqual(filesBefore);
  });
});
