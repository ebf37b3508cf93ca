// Runs the one migration list on either engine.
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Engine } from './dialect';
import { initial } from './migrations/0001_initial';
import { masteryUpdates } from './migrations/0002_mastery_updates';
import { enrolmentLife } from './migrations/0003_enrolment_life';
import { quizVersions } from './migrations/0004_quiz_versions';
import { security } from './migrations/0005_security';
import { classroom } from './migrations/0006_classroom';
import { xapiStatements } from './migrations/0007_xapi_statements';
import { reviewModerationSupportReplies } from './migrations/0008_review_moderation_support_replies';
import { studies } from './migrations/0009_studies';
import { learnerCourseFigures } from './migrations/0010_learner_course_figures';
import { courseLife } from './migrations/0011_course_life';
import { lti } from './migrations/0012_lti';
import { resumePoint } from './migrations/0013_resume_point';
import { adaptsMediaAndPayment } from './migrations/0014_adapts_media_and_payment';
import { newsletterReviewReasonsSurveyOffers } from './migrations/0015_newsletter_review_reasons_survey_offers';
import { courseFigures } from './migrations/0016_course_figures';
import { valueChecks } from './migrations/0017_value_checks';
import { courseStructureVersion } from './migrations/0018_course_structure_version';
import { certificatesOnFailedPosttest } from './migrations/0019_certificates_on_failed_posttest';
import { abandonedAttempts } from './migrations/0020_abandoned_attempts';
import { studyExposures } from './migrations/0021_study_exposures';
import { loginSources } from './migrations/0022_login_sources';
import { xapiRegistrationAndDelivery } from './migrations/0023_xapi_registration_and_delivery';
import { ltiLineItemsAndInstructors } from './migrations/0024_lti_lineitems_and_instructors';
import { auditActionIndex } from './migrations/0025_audit_action_index';
import { studyPlan } from './migrations/0026_study_plan';
import { parallelForms } from './migrations/0027_parallel_forms';
import { typedAnswers } from './migrations/0028_typed_answers';
import { arrangedAnswers } from './migrations/0029_arranged_answers';

/** Every migration by name, in the order they run (by name, whatever the order they are listed in). */
export function migrationList(engine: Engine): Record<string, Migration> {
  const list: Record<string, Migration> = {
    '0001_initial': initial(engine),
    '0002_mastery_updates': masteryUpdates(engine),
    '0003_enrolment_life': enrolmentLife(),
    '0004_quiz_versions': quizVersions(engine),
    '0005_security': security(engine),
    '0006_classroom': classroom(engine),
    '0007_xapi_statements': xapiStatements(engine),
    '0008_review_moderation_support_replies': reviewModerationSupportReplies(engine),
    '0009_studies': studies(engine),
    '0010_learner_course_figures': learnerCourseFigures(engine),
    '0011_course_life': courseLife(),
    '0012_lti': lti(engine),
    '0013_resume_point': resumePoint(),
    '0016_course_figures': courseFigures(),
    '0018_course_structure_version': courseStructureVersion(engine),
    '0014_adapts_media_and_payment': adaptsMediaAndPayment(),
    '0017_value_checks': valueChecks(engine),
    '0015_newsletter_review_reasons_survey_offers': newsletterReviewReasonsSurveyOffers(engine),
    '0019_certificates_on_failed_posttest': certificatesOnFailedPosttest(),
    '0020_abandoned_attempts': abandonedAttempts(),
    '0021_study_exposures': studyExposures(engine),
    '0022_login_sources': loginSources(),
    '0023_xapi_registration_and_delivery': xapiRegistrationAndDelivery(engine),
    '0025_audit_action_index': auditActionIndex(),
    '0026_study_plan': studyPlan(),
    '0027_parallel_forms': parallelForms(engine),
    '0028_typed_answers': typedAnswers(engine),
    '0029_arranged_answers': arrangedAnswers(engine),
    '0024_lti_lineitems_and_instructors': ltiLineItemsAndInstructors(),
  };
  return Object.fromEntries(Object.entries(list).sort(([a], [b]) => a.localeCompare(b)));
}

export async function migrateToLatest<T>(db: Kysely<T>, engine: Engine): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationList(engine) };
  // Kysely looks for its bookkeeping tables in every schema; naming the current one keeps databases that hold
  // several Parcours schemas (tests, staging next to production) from seeing each other's.
  const schema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
