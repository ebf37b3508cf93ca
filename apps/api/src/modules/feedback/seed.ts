// The feedback survey's questions, written from the shared `feedbackItems` (docs/design/adaptive.md §8): an upsert by
// question_number, so running it again keeps the ids and brings the wording in line with the shared package.
import { feedbackItems } from '@parcours/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DemoSeeder } from '../../db/seeder';

/** Idempotent: creates the 24 questions, or updates their wording and scoring attributes in place. */
export async function seedFeedbackQuestions(db: Kysely<DB>): Promise<number> {
  await db.transaction().execute(async (trx) => {
    for (const item of feedbackItems) {
      const values = {
        category: item.category,
        question_type: item.question_type,
        subscale: item.subscale,
        reverse_scored: item.reverse_scored ? 1 : 0,
        question_text_en: item.text.en,
        question_text_fr: item.text.fr,
        predefined_answers: item.predefined_answers ? JSON.stringify(item.predefined_answers) : null,
      };
      await trx
        .insertInto('feedback_questions')
        .values({ question_number: item.question_number, ...values })
        .onConflict((oc) => oc.column('question_number').doUpdateSet(values))
        .execute();
    }
  });
  return feedbackItems.length;
}

export const feedbackQuestionsSeeder: DemoSeeder = {
  name: 'feedback questions',
  run: async (ctx) => {
    await seedFeedbackQuestions(ctx.db);
  },
};

const ensured = new WeakMap<object, Promise<void>>();

/**
 * Makes sure the survey exists before it is read or answered, once per database handle: an install started
 * without demo content still has its survey.
 */
export function ensureFeedbackQuestions(db: Kysely<DB>): Promise<void> {
  let done = ensured.get(db);
  if (!done) {
    done = (async () => {
      const any = await db.selectFrom('feedback_questions').select('id').limit(1).executeTakeFirst();
      if (!any) await seedFeedbackQuestions(db);
    })();
    ensured.set(db, done);
    done.catch(() => ensured.delete(db));
  }
  return done;
}
