// Benchmark dataset: categories, courses and many learners with enrolments, inserted in batched transactions.
// Deterministic (seeded generator) so two runs measure the same data.
import type { Insertable } from 'kysely';
import type { Database } from '../apps/api/src/db/database';
import type { UsersTable } from '../apps/api/src/db/schema';

export interface DatasetOptions {
  learners: number;
  categories: number;
  subcategoriesPerCategory: number;
  courses: number;
  /** argon2 hash shared by every generated learner; they never log in, so one hash is enough. */
  learnerPasswordHash: string;
  /** Hash of `password` for the two accounts the benchmark logs in with. */
  benchPasswordHash: string;
  /** Rows per INSERT; transactions hold `batchesPerTransaction` of them. */
  batchSize?: number;
  batchesPerTransaction?: number;
  onProgress?: (learnersDone: number) => void;
}

export interface DatasetSummary {
  adminEmail: string;
  learnerEmail: string;
  categories: number;
  courses: number;
  learners: number;
  enrolments: number;
}

export const benchAdminEmail = 'bench.admin@parcours.test';
export const benchLearnerEmail = 'bench.learner@parcours.test';
export const benchPassword = 'Bench-password-1';

const firstNames = [
  'Amina',
  'Louis',
  'Chloé',
  'Yanis',
  'Inès',
  'Hugo',
  'Sofia',
  'Malik',
  'Léa',
  'Noah',
  'Emma',
  'Omar',
];
const lastNames = [
  'Martin',
  'Bernard',
  'Diallo',
  'Petit',
  'Nguyen',
  'Moreau',
  'Benali',
  'Garcia',
  'Roux',
  'Lambert',
];
const majors = ['Mathematics', 'Physics', 'Biology', 'History', 'Computer science', 'Economics', 'Languages'];
const topics = ['Fractions', 'Forces', 'Cells', 'Algorithms', 'Statistics', 'Grammar', 'Geometry', 'Energy'];
const levels = ['basic', 'intermediate', 'advanced'] as const;

/** mulberry32: a tiny seeded generator, good enough to spread synthetic values. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

export async function seedDataset(db: Database, opts: DatasetOptions): Promise<DatasetSummary> {
  const random = generator(20_240_901);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const batchSize = opts.batchSize ?? 500;
  const perTransaction = opts.batchesPerTransaction ?? 20;
  const start = Date.now() - 730 * DAY;
  const iso = (ms: number) => new Date(ms).toISOString();
  const now = iso(Date.now());

  // Accounts the benchmark logs in with.
  const [admin] = await db
    .insertInto('users')
    .values({
      first_name: 'Bench',
      last_name: 'Admin',
      email: benchAdminEmail,
      password_hash: opts.benchPasswordHash,
      role: 1,
      status: 'accepted',
      pseudonym: 'bench_admin',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .execute();

  // Categories, each with its subcategories.
  const subcategories: { id: number; parent: number }[] = [];
  await db.transaction().execute(async (trx) => {
    for (let c = 1; c <= opts.categories; c++) {
      const [cat] = await trx
        .insertInto('categories')
        .values({ title: `${pick(topics)} ${c}`, parent_id: null, created_at: now, updated_at: now })
        .returning('id')
        .execute();
      for (let s = 1; s <= opts.subcategoriesPerCategory; s++) {
        const [sub] = await trx
          .insertInto('categories')
          .values({ title: `${pick(topics)} ${c}.${s}`, parent_id: cat.id, created_at: now, updated_at: now })
          .returning('id')
          .execute();
        subcategories.push({ id: sub.id, parent: cat.id });
      }
    }
  });

  // Courses spread over the subcategories.
  const courseIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < opts.courses; first += batchSize) {
      const rows = [];
      for (let i = first; i < Math.min(opts.courses, first + batchSize); i++) {
        const sub = subcategories[i % subcategories.length];
        const created = iso(start + Math.floor(random() * 700) * DAY);
        const paid = random() < 0.3;
        rows.push({
          title: `${pick(topics)}: course ${i + 1}`,
          description: `Synthetic course ${i + 1} for load measurements.`,
          category_id: sub.parent,
          subcategory_id: sub.id,
          language: random() < 0.5 ? 'en' : 'fr',
          is_paid: paid ? 1 : 0,
          price: paid ? Math.round(random() * 200) : 0,
          facilitator: `${pick(firstNames)} ${pick(lastNames)}`,
          is_sequential: random() < 0.5 ? 1 : 0,
          duration: 30 + Math.floor(random() * 600),
          created_by: admin.id,
          created_at: created,
          updated_at: created,
        });
      }
      const inserted = await trx.insertInto('courses').values(rows).returning('id').execute();
      courseIds.push(...inserted.map((r) => r.id));
    }
  });

  // Learners, and one or two enrolments each, in batched transactions.
  const subscribers = new Map<number, number>();
  let enrolments = 0;
  // The courses a learner is enrolled in depend only on their number, so the row can name its latest course.
  const coursesOf = (n: number) => {
    if (courseIds.length === 0) return [];
    const picks = [courseIds[(n * 7919) % courseIds.length]];
    const second = courseIds[(n * 7919 + 104_729) % courseIds.length];
    if (n % 3 === 0 && second !== picks[0]) picks.push(second);
    return picks;
  };
  const learnerRow = (n: number) => {
    const isBench = n === 0;
    const created = start + Math.floor(random() * 720) * DAY;
    const roll = random();
    const courses = coursesOf(n);
    return {
      created,
      courses,
      row: {
        first_name: pick(firstNames),
        last_name: pick(lastNames),
        email: isBench ? benchLearnerEmail : `learner-${n}@bench.parcours.test`,
        password_hash: isBench ? opts.benchPasswordHash : opts.learnerPasswordHash,
        role: 0,
        status: isBench || roll < 0.9 ? 'accepted' : roll < 0.97 ? 'pending' : 'suspended',
        birth_date: Math.floor((Date.UTC(1995, 0, 1) + Math.floor(random() * 3650) * DAY) / 1000),
        major: pick(majors),
        language: random() < 0.5 ? 'en' : 'fr',
        latest_course_id: courses.at(-1) ?? null,
        pseudonym: `bench_${n.toString(36)}`,
        created_at: iso(created),
        updated_at: iso(created),
      } satisfies Insertable<UsersTable>,
    };
  };

  const total = opts.learners + 1; // +1: the bench learner, always accepted and enrolled
  for (let first = 0; first < total; first += batchSize * perTransaction) {
    const end = Math.min(total, first + batchSize * perTransaction);
    await db.transaction().execute(async (trx) => {
      for (let from = first; from < end; from += batchSize) {
        const made = [];
        for (let n = from; n < Math.min(end, from + batchSize); n++) made.push(learnerRow(n));
        const ids = await trx
          .insertInto('users')
          .values(made.map((m) => m.row))
          .returning('id')
          .execute();
        const rows = [];
        for (const [k, { id }] of ids.entries()) {
          for (const courseId of made[k].courses) {
            const completed = random() < 0.25;
            const enrolledAt = made[k].created + Math.floor(random() * 10) * DAY;
            rows.push({
              user_id: id,
              course_id: courseId,
              status: completed ? 'completed' : 'enrolled',
              level: pick(levels),
              progress: completed ? 100 : Math.floor(random() * 100),
              enrolled_at: iso(enrolledAt),
              completed_at: completed ? iso(enrolledAt + 20 * DAY) : null,
            });
            subscribers.set(courseId, (subscribers.get(courseId) ?? 0) + 1);
          }
        }
        if (rows.length > 0) await trx.insertInto('enrolments').values(rows).execute();
        enrolments += rows.length;
      }
    });
    opts.onProgress?.(end);
  }

  await db.transaction().execute(async (trx) => {
    for (const [courseId, count] of subscribers) {
      await trx.updateTable('courses').set({ subscribers_count: count }).where('id', '=', courseId).execute();
    }
  });

  return {
    adminEmail: benchAdminEmail,
    learnerEmail: benchLearnerEmail,
    categories: opts.categories * (1 + opts.subcategoriesPerCategory),
    courses: courseIds.length,
    learners: total,
    enrolments,
  };
}
