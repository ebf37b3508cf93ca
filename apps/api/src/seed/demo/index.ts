// Seeds the demo catalogue a newcomer sees on first start: categories, courses, units, learning objects, quizzes, media.
import { questionTypes } from '@parcours/shared';
import type { Kysely, Transaction } from 'kysely';
import { lockForSeeding } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { categorySvg, coverSvg, figureSvg } from './art';
import { demoCatalogue } from './catalogue';
import { MediaWriter, mapLimit, type StoredFile, sheetTitle, summarySheet } from './media';
import type { CourseSeed, QuestionSeed, SubcategoryKey } from './types';

export interface DemoSeedOptions {
  /** Folder the media files are served from; the demo writes into its `demo/` sub-folder. */
  mediaDir: string;
  /** Recorded as creator of the courses and uploader of the media. */
  adminId: number | null;
  /** Reference time for created_at and course dates (tests pin it). */
  now?: Date;
}

export interface DemoSeedCounts {
  categories: number;
  courses: number;
  units: number;
  learningObjects: number;
  questions: number;
}

const day = 24 * 3600 * 1000;
const courseQuizRules = { passMark: 50, timeLimitSeconds: 600, cooldownSeconds: 120 } as const;

/**
 * Creates the demo catalogue in one transaction. Does nothing (and returns zeros) when any course exists,
 * so it is safe to call on every start. Media files are written before the transaction and removed again
 * if it fails.
 */
export async function seedDemoContent(db: Kysely<DB>, opts: DemoSeedOptions): Promise<DemoSeedCounts> {
  const none: DemoSeedCounts = { categories: 0, courses: 0, units: 0, learningObjects: 0, questions: 0 };
  if (await hasCourses(db)) return none;
  const writer = new MediaWriter(opts.mediaDir);
  try {
    const art = await renderArt(writer);
    const counts = await db.transaction().execute(async (trx) => {
      // Processes starting together wait here for the first one's catalogue, then find it (docs/scaling.md).
      await lockForSeeding(trx);
      if (await hasCourses(trx)) return null;
      return insertCatalogue(trx, art, opts.adminId, opts.now ?? new Date());
    });
    if (!counts) await writer.removeAll();
    return counts ?? none;
  } catch (err) {
    await writer.removeAll();
    throw err;
  }
}

async function hasCourses(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('courses').select('id').limit(1).executeTakeFirst()) !== undefined;
}

interface RenderedArt {
  categories: Map<string, StoredFile>;
  courses: Array<{
    cover: StoredFile;
    objects: Array<Array<{ image: StoredFile; sheet: StoredFile | null }>>;
  }>;
}

async function renderArt(writer: MediaWriter): Promise<RenderedArt> {
  const { categories: categoryTree, courses: demoCourses } = demoCatalogue();
  const motifs = categoryTree.flatMap((c) => [c, ...c.children]);
  const categoryFiles = await mapLimit(motifs, 3, (c) => writer.image(categorySvg(c.motif), c.title));
  const categories = new Map(motifs.map((c, i) => [c.motif, categoryFiles[i]]));
  const courses = await mapLimit([...demoCourses.entries()], 3, async ([index, course]) => {
    const subject =
      categoryTree.flatMap((c) => c.children).find((c) => c.key === course.subcategory)?.title ?? '';
    const cover = await writer.image(coverSvg(course.tagline, subject, course.cover, index), course.title);
    const objects = [];
    for (const unit of course.units) {
      const files = [];
      for (const lo of unit.objects) {
        files.push({
          image: await writer.image(figureSvg(lo.art), lo.art.caption),
          sheet: lo.sheet ? await writer.text(summarySheet(course, unit, lo), sheetTitle(course, lo)) : null,
        });
      }
      objects.push(files);
    }
    return { cover, objects };
  });
  return { categories, courses };
}

async function insertCatalogue(
  trx: Transaction<DB>,
  art: RenderedArt,
  adminId: number | null,
  now: Date,
): Promise<DemoSeedCounts> {
  const counts: DemoSeedCounts = { categories: 0, courses: 0, units: 0, learningObjects: 0, questions: 0 };
  const stamp = new Date(now.getTime() - 60 * day).toISOString();
  const media = async (
    modelType: string,
    modelId: number,
    collection: string,
    file: StoredFile,
    title: string,
    position: number,
    at = stamp,
  ) => {
    await trx
      .insertInto('media')
      .values({
        model_type: modelType,
        model_id: modelId,
        temporary_id: null,
        collection,
        file_name: file.fileName,
        thumbnail_file_name: file.thumbnailFileName,
        original_name: file.originalName,
        mime_type: file.mimeType,
        kind: file.kind,
        size: file.size,
        title,
        is_supplementary: 0,
        position,
        uploaded_by: adminId,
        created_at: at,
      })
      .execute();
  };

  const { categories: categoryTree, courses: demoCourses } = demoCatalogue();
  const placement = new Map<SubcategoryKey, { categoryId: number; subcategoryId: number }>();
  for (const parent of categoryTree) {
    const categoryId = await insertCategory(trx, parent.title, null, stamp);
    await media('category', categoryId, 'image', art.categories.get(parent.motif)!, parent.title, 0);
    counts.categories++;
    for (const child of parent.children) {
      const subcategoryId = await insertCategory(trx, child.title, categoryId, stamp);
      await media('category', subcategoryId, 'image', art.categories.get(child.motif)!, child.title, 0);
      placement.set(child.key, { categoryId, subcategoryId });
      counts.categories++;
    }
  }

  for (const [index, course] of demoCourses.entries()) {
    const created = new Date(now.getTime() - (demoCourses.length - index) * 3 * day).toISOString();
    const courseId = await insertCourse(
      trx,
      course,
      placement.get(course.subcategory)!,
      adminId,
      now,
      created,
    );
    counts.courses++;
    const rendered = art.courses[index];
    await media('course', courseId, 'cover', rendered.cover, course.title, 0, created);
    const courseQuiz = await insertQuiz(
      trx,
      { course_id: courseId, learning_object_id: null, created, parallelForms: course.parallelForms },
      true,
    );
    counts.questions += await insertQuestions(trx, courseQuiz, course.quiz, created);

    for (const [u, unit] of course.units.entries()) {
      const unitId = await insertReturningId(
        trx
          .insertInto('educational_units')
          .values({
            course_id: courseId,
            title: unit.title,
            type: unit.level,
            position: u,
            created_at: created,
            updated_at: created,
            deleted_at: null,
          })
          .returning('id'),
      );
      counts.units++;
      for (const [o, lo] of unit.objects.entries()) {
        const loId = await insertReturningId(
          trx
            .insertInto('learning_objects')
            .values({
              unit_id: unitId,
              title: lo.title,
              type: lo.type,
              summary: lo.summary,
              position: o,
              created_at: created,
              updated_at: created,
              deleted_at: null,
            })
            .returning('id'),
        );
        counts.learningObjects++;
        await trx
          .insertInto('sections')
          .values(
            lo.sections.map((s, i) => ({
              learning_object_id: loId,
              title: s.title,
              description: s.text,
              duration: s.minutes,
              has_quiz: lo.quiz?.length && i === lo.sections.length - 1 ? 1 : 0,
              external_url: s.link?.url ?? null,
              external_url_title: s.link?.title ?? null,
              position: i,
              created_at: created,
              updated_at: created,
            })),
          )
          .execute();
        const files = rendered.objects[u][o];
        await media('learning_object', loId, 'content', files.image, lo.art.caption, 0, created);
        if (files.sheet)
          await media('learning_object', loId, 'content', files.sheet, sheetTitle(course, lo), 1, created);
        if (lo.quiz?.length) {
          const quizId = await insertQuiz(trx, { course_id: null, learning_object_id: loId, created }, false);
          counts.questions += await insertQuestions(trx, quizId, lo.quiz, created);
        }
      }
    }
  }
  return counts;
}

/** Awaits an `insert ... returning id` (supported by SQLite and PostgreSQL alike). */
async function insertReturningId(query: {
  executeTakeFirstOrThrow(): Promise<{ id: number }>;
}): Promise<number> {
  return (await query.executeTakeFirstOrThrow()).id;
}

function insertCategory(
  trx: Transaction<DB>,
  title: string,
  parentId: number | null,
  at: string,
): Promise<number> {
  return insertReturningId(
    trx
      .insertInto('categories')
      .values({ title, parent_id: parentId, created_at: at, updated_at: at })
      .returning('id'),
  );
}

function insertCourse(
  trx: Transaction<DB>,
  course: CourseSeed,
  place: { categoryId: number; subcategoryId: number },
  adminId: number | null,
  now: Date,
  created: string,
): Promise<number> {
  const start = new Date(now.getTime() + course.startInWeeks * 7 * day);
  start.setUTCHours(9, 0, 0, 0);
  const end = new Date(start.getTime() + course.lengthInWeeks * 7 * day);
  end.setUTCHours(17, 0, 0, 0);
  const minutes = course.units
    .flatMap((u) => u.objects.flatMap((o) => o.sections))
    .reduce((sum, s) => sum + s.minutes, 0);
  const t = course.teaching;
  return insertReturningId(
    trx
      .insertInto('courses')
      .values({
        title: course.title,
        description: course.description,
        category_id: place.categoryId,
        subcategory_id: place.subcategoryId,
        language: course.language,
        is_paid: course.price > 0 ? 1 : 0,
        price: course.price,
        discount: course.discount,
        facilitator: course.facilitator,
        is_public: 1,
        teaching_type: t.type,
        latitude: t.type === 'on_place' ? t.latitude : null,
        longitude: t.type === 'on_place' ? t.longitude : null,
        link: t.type === 'online' ? t.link : null,
        start_time: start.toISOString(),
        end_time: end.toISOString(),
        is_sequential: course.sequential ? 1 : 0,
        is_active: 1,
        is_offline: 0,
        duration: minutes,
        bkt_prior: null,
        bkt_learn: null,
        bkt_guess: null,
        bkt_slip: null,
        created_by: adminId,
        created_at: created,
        updated_at: created,
        deleted_at: null,
      })
      .returning('id'),
  );
}

function insertQuiz(
  trx: Transaction<DB>,
  owner: {
    course_id: number | null;
    learning_object_id: number | null;
    created: string;
    parallelForms?: boolean;
  },
  isCourseQuiz: boolean,
): Promise<number> {
  return insertReturningId(
    trx
      .insertInto('quizzes')
      .values({
        course_id: owner.course_id,
        learning_object_id: owner.learning_object_id,
        pass_mark: courseQuizRules.passMark,
        time_limit_seconds: isCourseQuiz ? courseQuizRules.timeLimitSeconds : null,
        cooldown_seconds: isCourseQuiz ? courseQuizRules.cooldownSeconds : null,
        parallel_forms: owner.parallelForms ? 1 : 0,
        created_at: owner.created,
        updated_at: owner.created,
      })
      .returning('id'),
  );
}

async function insertQuestions(
  trx: Transaction<DB>,
  quizId: number,
  questions: QuestionSeed[],
  at: string,
): Promise<number> {
  for (const [position, q] of questions.entries()) {
    const questionId = await insertReturningId(
      trx
        .insertInto('questions')
        .values({
          quiz_id: quizId,
          question: q.question,
          type: seedTypes[q.kind],
          is_valid: q.kind === 'binary' ? (q.truth ? 1 : 0) : null,
          case_sensitive: q.kind === 'short' && q.caseSensitive ? 1 : 0,
          level: q.level ?? null,
          position,
          created_at: at,
          deleted_at: null,
        })
        .returning('id'),
    );
    const answers = answerRows(q);
    if (answers.length > 0) {
      await trx
        .insertInto('answers')
        .values(answers.map((a, i) => ({ ...a, question_id: questionId, position: i, deleted_at: null })))
        .execute();
    }
  }
  return questions.length;
}

const seedTypes = {
  qcm: questionTypes.QCM,
  binary: questionTypes.BINARY,
  numerical: questionTypes.NUMERICAL,
  short: questionTypes.SHORT_ANSWER,
  matching: questionTypes.MATCHING,
  ordering: questionTypes.ORDERING,
} as const satisfies Record<QuestionSeed['kind'], number>;

/** A demo question's answers as the builder stores them (docs/design/adaptive.md §5). */
function answerRows(q: QuestionSeed) {
  const row = (answer: string, credit: number, more: { tolerance?: number; match_text?: string } = {}) => ({
    answer,
    is_valid: credit === 1 ? 1 : 0,
    credit,
    tolerance: more.tolerance ?? null,
    match_text: more.match_text ?? null,
  });
  switch (q.kind) {
    case 'qcm':
      return shuffled(q.answers, q.question).map((a) => row(a.text, a.correct ? 1 : 0));
    case 'numerical':
      return q.answers.map((a) => row(String(a.value), a.credit, { tolerance: a.tolerance }));
    case 'short':
      return q.answers.map((a) => row(a.text, a.credit));
    case 'matching':
      return [
        ...q.pairs.map((p) => row(p.prompt, 1, { match_text: p.match })),
        ...q.extras.map((extra) => row('', 0, { match_text: extra })),
      ];
    case 'ordering':
      return q.items.map((item) => row(item, 1));
    default:
      return [];
  }
}

/**
 * The course files list the right answer first for readability; learners must not be able to rely on that.
 * The order is derived from the question text, so every install shows the same order.
 */
function shuffled<T>(items: T[], seedText: string): T[] {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
