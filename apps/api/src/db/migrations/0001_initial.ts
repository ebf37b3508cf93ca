// The whole data model of docs/design/product.md, docs/design/contract.md and docs/design/adaptive.md. Released migrations are never edited: add a new file.
// Conventions: ids are integers; times are ISO-8601 UTC text (sortable, identical on both engines);
// booleans are integers 0/1; birth_date is unix seconds (docs/design/product.md §3).
import type { Kysely } from 'kysely';
import { type Engine, fk, withId } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function initial(engine: Engine) {
  return {
    async up(db: AnyDb) {
      const t = (name: string) => withId(engine, db.schema.createTable(name));

      await t('users')
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull()) // stored lower-cased; unique index below
        .addColumn('password_hash', 'text') // null until an invited user sets a password
        .addColumn('role', 'integer', (c) => c.notNull().defaultTo(0)) // 0 learner, 1 admin, 2 instructor, 3 designer
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // pending|accepted|rejected|suspended|deleted
        .addColumn('birth_date', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('major', 'text')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('theme', 'text')
        .addColumn('latest_course_id', 'integer')
        .addColumn('nps', 'integer')
        .addColumn('usability_score', 'double precision')
        .addColumn('engagement_score', 'double precision')
        .addColumn('pseudonym', 'text', (c) => c.notNull()) // research id, never derived from identity
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await db.schema.createIndex('users_email_uq').on('users').column('email').unique().execute();
      await db.schema.createIndex('users_pseudonym_uq').on('users').column('pseudonym').unique().execute();
      await db.schema
        .createIndex('users_status_created_idx')
        .on('users')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
      await db.schema
        .createIndex('users_last_name_idx')
        .on('users')
        .columns(['last_name', 'first_name'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey()) // random id carried by both tokens (sid)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('refresh_jti', 'text', (c) => c.notNull()) // the one refresh token of this session still valid
        .addColumn('user_agent', 'text')
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('revoked_reason', 'text')
        .execute();
      await db.schema
        .createIndex('sessions_user_idx')
        .on('sessions')
        .columns(['user_id', 'revoked_at'])
        .execute();

      await t('password_tokens')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull()) // reset | invite
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('password_tokens_hash_uq')
        .on('password_tokens')
        .column('token_hash')
        .unique()
        .execute();
      await db.schema
        .createIndex('password_tokens_user_idx')
        .on('password_tokens')
        .column('user_id')
        .execute();

      await t('categories')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'integer', fk('categories', 'cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('categories_parent_idx')
        .on('categories')
        .columns(['parent_id', 'title'])
        .execute();
      await db.schema.createIndex('categories_title_idx').on('categories').column('title').execute();

      await t('courses')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('categories.id').onDelete('restrict'),
        )
        .addColumn('subcategory_id', 'integer', fk('categories', 'restrict'))
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('is_paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('price', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('discount', 'double precision', (c) => c.notNull().defaultTo(0)) // percent
        .addColumn('facilitator', 'text', (c) => c.notNull())
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('teaching_type', 'text', (c) => c.notNull().defaultTo('online')) // online | on_place
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('link', 'text')
        .addColumn('start_time', 'text')
        .addColumn('end_time', 'text')
        .addColumn('is_sequential', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_offline', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('duration', 'integer') // minutes
        .addColumn('subscribers_count', 'integer', (c) => c.notNull().defaultTo(0)) // kept in the enrol transaction
        .addColumn('bkt_prior', 'double precision')
        .addColumn('bkt_learn', 'double precision')
        .addColumn('bkt_guess', 'double precision')
        .addColumn('bkt_slip', 'double precision')
        .addColumn('created_by', 'integer', fk('users', 'set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await db.schema
        .createIndex('courses_catalogue_idx')
        .on('courses')
        .columns(['is_active', 'is_offline', 'created_at'])
        .execute();
      await db.schema
        .createIndex('courses_category_idx')
        .on('courses')
        .columns(['category_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('courses_subcategory_idx')
        .on('courses')
        .columns(['subcategory_id', 'created_at'])
        .execute();
      await db.schema.createIndex('courses_title_idx').on('courses').column('title').execute();
      await db.schema.createIndex('courses_price_idx').on('courses').column('price').execute();
      await db.schema.createIndex('courses_start_idx').on('courses').column('start_time').execute();
      await db.schema
        .createIndex('courses_created_idx')
        .on('courses')
        .columns(['created_at', 'id'])
        .execute();

      await db.schema
        .createTable('course_selected_users')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('course_selected_users_pk', ['course_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('course_selected_users_user_idx')
        .on('course_selected_users')
        .column('user_id')
        .execute();

      await t('enrolments')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('enrolled')) // enrolled | completed
        .addColumn('level', 'text') // basic | intermediate | advanced, from the pretest
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0)) // 0..100
        .addColumn('pretest_attempt_id', 'integer')
        .addColumn('posttest_attempt_id', 'integer')
        .addColumn('enrolled_at', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema
        .createIndex('enrolments_user_course_uq')
        .on('enrolments')
        .columns(['user_id', 'course_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('enrolments_user_idx')
        .on('enrolments')
        .columns(['user_id', 'enrolled_at'])
        .execute();
      await db.schema
        .createIndex('enrolments_course_idx')
        .on('enrolments')
        .columns(['course_id', 'status'])
        .execute();

      await t('educational_units')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull()) // basic | intermediate | advanced
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text') // soft delete keeps attempt history readable
        .execute();
      await db.schema
        .createIndex('units_course_idx')
        .on('educational_units')
        .columns(['course_id', 'position'])
        .execute();

      await t('learning_objects')
        .addColumn('unit_id', 'integer', (c) =>
          c.notNull().references('educational_units.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull()) // abstract | concrete
        .addColumn('summary', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await db.schema
        .createIndex('los_unit_idx')
        .on('learning_objects')
        .columns(['unit_id', 'position'])
        .execute();

      await t('sections')
        .addColumn('learning_object_id', 'integer', (c) =>
          c.notNull().references('learning_objects.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('duration', 'integer', (c) => c.notNull()) // minutes
        .addColumn('has_quiz', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('external_url', 'text')
        .addColumn('external_url_title', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sections_lo_idx')
        .on('sections')
        .columns(['learning_object_id', 'position'])
        .execute();

      await t('media')
        .addColumn('model_type', 'text') // user | course | category | learning_object | section; null while temporary
        .addColumn('model_id', 'integer')
        .addColumn('temporary_id', 'text')
        .addColumn('collection', 'text', (c) => c.notNull().defaultTo('default')) // avatar | cover | image | content
        .addColumn('file_name', 'text', (c) => c.notNull()) // generated, relative to the media folder
        .addColumn('thumbnail_file_name', 'text')
        .addColumn('original_name', 'text')
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull()) // image | document | audio | video
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('is_supplementary', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('uploaded_by', 'integer', fk('users', 'set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('media_model_idx')
        .on('media')
        .columns(['model_type', 'model_id', 'position'])
        .execute();
      await db.schema.createIndex('media_temporary_idx').on('media').column('temporary_id').execute();

      await t('quizzes')
        .addColumn('course_id', 'integer', fk('courses', 'cascade')) // set for the course quiz (pretest / post-test)
        .addColumn('learning_object_id', 'integer', fk('learning_objects', 'cascade'))
        .addColumn('pass_mark', 'double precision', (c) => c.notNull().defaultTo(50))
        .addColumn('time_limit_seconds', 'integer')
        .addColumn('cooldown_seconds', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('quizzes_course_idx').on('quizzes').column('course_id').execute();
      await db.schema.createIndex('quizzes_lo_idx').on('quizzes').column('learning_object_id').execute();

      await t('questions')
        .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull()) // 1 QCM, 2 OPEN, 3 BINARY
        .addColumn('is_valid', 'integer') // the correct value of a BINARY question
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await db.schema
        .createIndex('questions_quiz_idx')
        .on('questions')
        .columns(['quiz_id', 'position'])
        .execute();

      await t('answers')
        .addColumn('question_id', 'integer', (c) =>
          c.notNull().references('questions.id').onDelete('cascade'),
        )
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('is_valid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('deleted_at', 'text')
        .execute();
      await db.schema
        .createIndex('answers_question_idx')
        .on('answers')
        .columns(['question_id', 'position'])
        .execute();

      await t('quiz_attempts')
        .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('learning_object_id', 'integer')
        .addColumn('kind', 'text', (c) => c.notNull()) // pretest | posttest | learning_object
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('started')) // started | passed | failed
        .addColumn('score', 'integer')
        .addColumn('total_score_possible', 'integer')
        .addColumn('percentage', 'double precision')
        .addColumn('time_spent', 'integer') // seconds
        .addColumn('late', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('submitted_at', 'text')
        .addColumn('next_attempt_at', 'text')
        .execute();
      await db.schema
        .createIndex('attempts_user_idx')
        .on('quiz_attempts')
        .columns(['user_id', 'started_at'])
        .execute();
      await db.schema
        .createIndex('attempts_quiz_user_idx')
        .on('quiz_attempts')
        .columns(['quiz_id', 'user_id', 'started_at'])
        .execute();
      await db.schema
        .createIndex('attempts_course_user_idx')
        .on('quiz_attempts')
        .columns(['course_id', 'user_id', 'kind'])
        .execute();

      await t('attempt_answers')
        .addColumn('attempt_id', 'integer', (c) =>
          c.notNull().references('quiz_attempts.id').onDelete('cascade'),
        )
        .addColumn('question_id', 'integer', (c) =>
          c.notNull().references('questions.id').onDelete('cascade'),
        )
        .addColumn('answer_ids', 'text') // JSON array of chosen answer ids (QCM)
        .addColumn('value', 'text') // BINARY '1' | '0', OPEN free text
        .addColumn('is_correct', 'integer') // null for OPEN (not auto-scored)
        .execute();
      await db.schema
        .createIndex('attempt_answers_attempt_idx')
        .on('attempt_answers')
        .column('attempt_id')
        .execute();

      await t('learning_style_results')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', fk('courses', 'set null'))
        .addColumn('processing_category', 'text', (c) => c.notNull())
        .addColumn('processing_score', 'integer', (c) => c.notNull())
        .addColumn('perception_category', 'text', (c) => c.notNull())
        .addColumn('perception_score', 'integer', (c) => c.notNull())
        .addColumn('input_category', 'text', (c) => c.notNull())
        .addColumn('input_score', 'integer', (c) => c.notNull())
        .addColumn('understanding_category', 'text', (c) => c.notNull())
        .addColumn('understanding_score', 'integer', (c) => c.notNull())
        .addColumn('responses', 'text', (c) => c.notNull()) // JSON: [{question_id, answer}]
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ls_results_user_idx')
        .on('learning_style_results')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('mastery')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('learning_object_id', 'integer', (c) =>
          c.notNull().references('learning_objects.id').onDelete('cascade'),
        )
        .addColumn('p_known', 'double precision', (c) => c.notNull())
        .addColumn('observations', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mastered_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mastery_pk', ['user_id', 'learning_object_id'])
        .execute();

      await t('feedback_questions')
        .addColumn('question_number', 'integer', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull()) // nps | usability | engagement
        .addColumn('question_type', 'text', (c) => c.notNull()) // scale_0_10 | likert_1_5 | text
        .addColumn('subscale', 'text') // engagement group; usability polarity
        .addColumn('reverse_scored', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('question_text_en', 'text', (c) => c.notNull())
        .addColumn('question_text_fr', 'text', (c) => c.notNull())
        .addColumn('predefined_answers', 'text') // JSON
        .execute();
      await db.schema
        .createIndex('feedback_questions_number_uq')
        .on('feedback_questions')
        .column('question_number')
        .unique()
        .execute();

      await t('feedback_responses')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', fk('courses', 'set null'))
        .addColumn('nps', 'integer')
        .addColumn('usability_score', 'double precision')
        .addColumn('engagement_score', 'double precision')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('feedback_responses_user_idx')
        .on('feedback_responses')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('feedback_responses_created_idx')
        .on('feedback_responses')
        .column('created_at')
        .execute();

      await t('feedback_answers')
        .addColumn('response_id', 'integer', (c) =>
          c.notNull().references('feedback_responses.id').onDelete('cascade'),
        )
        .addColumn('question_id', 'integer', (c) =>
          c.notNull().references('feedback_questions.id').onDelete('cascade'),
        )
        .addColumn('value_number', 'double precision')
        .addColumn('value_text', 'text')
        .execute();
      await db.schema
        .createIndex('feedback_answers_response_idx')
        .on('feedback_answers')
        .column('response_id')
        .execute();

      await t('reviews')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('review_type', 'text', (c) => c.notNull()) // course | platform
        .addColumn('course_id', 'integer', fk('courses', 'cascade'))
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('comment', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('reviews_user_course_idx')
        .on('reviews')
        .columns(['user_id', 'review_type', 'course_id'])
        .execute();
      await db.schema
        .createIndex('reviews_course_idx')
        .on('reviews')
        .columns(['course_id', 'created_at'])
        .execute();
      await db.schema.createIndex('reviews_created_idx').on('reviews').column('created_at').execute();

      await t('certificates')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('pre_percentage', 'double precision')
        .addColumn('post_percentage', 'double precision')
        .addColumn('gain', 'double precision')
        .addColumn('nlg', 'double precision')
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('certificates_code_uq')
        .on('certificates')
        .column('code')
        .unique()
        .execute();
      await db.schema
        .createIndex('certificates_user_course_uq')
        .on('certificates')
        .columns(['user_id', 'course_id'])
        .unique()
        .execute();

      await t('support_messages')
        .addColumn('user_id', 'integer', fk('users', 'set null'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('handled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('support_messages_created_idx')
        .on('support_messages')
        .column('created_at')
        .execute();

      await t('audit_log')
        .addColumn('actor_id', 'integer', fk('users', 'set null'))
        .addColumn('action', 'text', (c) => c.notNull()) // e.g. user.validate, course.create
        .addColumn('target_type', 'text')
        .addColumn('target_id', 'integer')
        .addColumn('details', 'text') // JSON
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
      await db.schema
        .createIndex('audit_log_target_idx')
        .on('audit_log')
        .columns(['target_type', 'target_id'])
        .execute();
    },
  };
}
