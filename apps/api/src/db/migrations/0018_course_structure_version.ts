// A version number of each course's structure (docs/design/architecture.md §7): every insert, update or delete
// of its units, learning objects, sections, quizzes, questions and their media adds one to it, in the same
// transaction, by triggers, so no write path can forget it. A process keeps a course's outline in memory with
// the version it was read at, and reads the version with the course on every request: an outline changed by any
// process is read again at once.
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

const unitCourse = (unitId: string) => `(select u.course_id from educational_units u where u.id = ${unitId})`;
const objectCourse = (loId: string) =>
  `(select u.course_id from learning_objects lo join educational_units u on u.id = lo.unit_id where lo.id = ${loId})`;
const sectionCourse = (sectionId: string) =>
  `(select u.course_id from sections s join learning_objects lo on lo.id = s.learning_object_id
     join educational_units u on u.id = lo.unit_id where s.id = ${sectionId})`;
const quizCourse = (quizId: string) =>
  `(select coalesce(z.course_id, ${objectCourse('z.learning_object_id')}) from quizzes z where z.id = ${quizId})`;

/** Per table, the course a row belongs to, as SQL over the trigger's row (`r` is NEW or OLD). */
const courseOf: Record<string, (r: string) => string> = {
  educational_units: (r) => `${r}.course_id`,
  learning_objects: (r) => unitCourse(`${r}.unit_id`),
  sections: (r) => objectCourse(`${r}.learning_object_id`),
  quizzes: (r) => `coalesce(${r}.course_id, ${objectCourse(`${r}.learning_object_id`)})`,
  questions: (r) => quizCourse(`${r}.quiz_id`),
  media: (r) =>
    `(case ${r}.model_type when 'learning_object' then ${objectCourse(`${r}.model_id`)}
       when 'section' then ${sectionCourse(`${r}.model_id`)} end)`,
};

const bump = (course: string) =>
  `update courses set structure_version = structure_version + 1 where id = ${course}`;

export function courseStructureVersion(engine: Engine) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('courses')
        .addColumn('structure_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const [table, of] of Object.entries(courseOf)) {
        if (engine === 'sqlite') {
          for (const [event, rows] of [
            ['insert', ['new']],
            ['update', ['new', 'old']],
            ['delete', ['old']],
          ] as const) {
            const body = rows.map((r) => `${bump(of(r))};`).join('\n');
            await sql
              .raw(
                `create trigger ${table}_structure_${event} after ${event} on ${table} for each row begin\n${body}\nend`,
              )
              .execute(db);
          }
        } else {
          await sql
            .raw(
              `create function ${table}_structure_version() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then ${bump(of('new'))}; end if;
  if tg_op <> 'INSERT' then ${bump(of('old'))}; end if;
  return null;
end $$`,
            )
            .execute(db);
          await sql
            .raw(
              `create trigger ${table}_structure after insert or update or delete on ${table}
               for each row execute function ${table}_structure_version()`,
            )
            .execute(db);
        }
      }
    },
  };
}
