// The study package (docs/design/adaptive.md §10; docs/studies.md lists every column): a zip of CSV files,
// the dashboard's figures, a codebook and a manifest with each file's SHA-256. Entries carry a fixed time and
// are written in a fixed order, so unchanged data gives byte-identical files (and an identical zip for the same
// export time). The zip is streamed: each file is read and added in turn, the manifest last with the checksums of
// what was written. Only allocated learners still taking part appear, under the study's pseudonyms.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  type CsvValue,
  questionTypes,
  type StudyVersion,
  signedScores,
  splitForms,
  toCsv,
} from '@parcours/shared';
import { ZipFile } from 'yazl';
import apiPackage from '../../../package.json' with { type: 'json' };
import type { Database } from '../../db/database';
import { questionsOfVersion } from '../quizzes/versions';
import { codebook } from './codebook';
import { nlgOf, studyDashboard } from './dashboard';
import { loadStudyData, studyPseudonym } from './dataset';
import * as pq from './package-queries';
import * as q from './queries';
import { conditionsOf, planOf } from './service';

/** The time every entry of the zip carries (the earliest a zip can say). */
const entryTime = new Date(1980, 0, 1, 0, 0, 0);

/**
 * The scripts that recompute the primary analysis from the package's CSVs (docs/studies.md §5), kept in
 * apps/api/analysis: three folders up from this file's folder in the sources, one up from the compiled dist/.
 */
const analysisScripts = ['analysis.py', 'analysis.R'] as const;
const here = path.dirname(fileURLToPath(import.meta.url));
const analysisDir =
  [path.resolve(here, '../../../analysis'), path.resolve(here, '../analysis')].find((dir) =>
    fs.existsSync(path.join(dir, 'analysis.py')),
  ) ?? path.resolve(here, '../../../analysis');

export const packageColumns = {
  'participants.csv': [
    'participant',
    'condition',
    'stratum',
    'allocation_seq',
    'allocated_at',
    'study_version',
    'consent_version',
    'course_id',
    'enrolled_at',
    'completed_at',
    'pre_test_percentage',
    'post_test_percentage',
    'normalized_change',
    'processing',
    'perception',
    'input',
    'understanding',
    'style_result_id',
    'delayed_posttest_due_at',
  ],
  'attempts.csv': [
    'attempt_id',
    'participant',
    'course_id',
    'quiz_id',
    'learning_object_id',
    'kind',
    'quiz_version',
    'form',
    'status',
    'score',
    'total_score_possible',
    'percentage',
    'time_spent',
    'late',
    'expired',
    'counted_as',
    'delayed',
    'started_at',
    'submitted_at',
  ],
  'answers.csv': ['attempt_id', 'question_id', 'answer_ids', 'value', 'is_correct', 'credit'],
  'questions.csv': [
    'quiz_id',
    'quiz_version',
    'question_id',
    'question_position',
    'question_type',
    'question_level',
    'form',
    'question',
    'answer_id',
    'answer_position',
    'answer',
    'correct',
    'credit',
    'tolerance',
    'match',
  ],
  'questionnaire.csv': ['result_id', 'participant', 'course_id', 'created_at', 'question_id', 'answer'],
  'surveys.csv': [
    'response_id',
    'participant',
    'course_id',
    'created_at',
    'question_number',
    'category',
    'subscale',
    'reverse_scored',
    'answer_number',
    'answer_text',
    'nps',
    'usability_score',
    'engagement_score',
  ],
  'path_snapshots.csv': [
    'snapshot_id',
    'participant',
    'course_id',
    'created_at',
    'policy',
    'level',
    'style_result_id',
    'steps',
  ],
  'mastery.csv': [
    'update_id',
    'participant',
    'learning_object_id',
    'attempt_id',
    'p_before',
    'p_after',
    'created_at',
  ],
  'exposures.csv': ['participant', 'course_id', 'sequence', 'learning_object_id', 'opened_at', 'seconds'],
} as const;

/** The longest time on a learning object the exposure log counts (docs/studies.md §5): a longer gap is a break. */
const exposureCapSeconds = 30 * 60;

type FileName = keyof typeof packageColumns;
type Row<F extends FileName> = Partial<Record<(typeof packageColumns)[F][number], CsvValue>>;

/** One row of the exposure log as the package reads it, ordered by participant, course and time. */
interface Exposure {
  participant: string;
  participantId: number;
  courseId: number;
  learningObjectId: number;
  openedAt: string;
}

/**
 * The rows of exposures.csv: each showing numbered from 1 in its participant's course, with the seconds until the
 * next showing there, at most exposureCapSeconds; the last showing of a course has none.
 */
function exposureRows(log: readonly Exposure[]): Row<'exposures.csv'>[] {
  const same = (a: Exposure | undefined, b: Exposure) =>
    a !== undefined && a.participantId === b.participantId && a.courseId === b.courseId;
  let sequence = 0;
  return log.map((e, i) => {
    sequence = same(log[i - 1], e) ? sequence + 1 : 1;
    const next = log[i + 1];
    return {
      participant: e.participant,
      course_id: e.courseId,
      sequence,
      learning_object_id: e.learningObjectId,
      opened_at: e.openedAt,
      seconds:
        next && same(next, e)
          ? Math.min(exposureCapSeconds, (Date.parse(next.openedAt) - Date.parse(e.openedAt)) / 1000)
          : null,
    };
  });
}

const questionTypeNames: Record<number, string> = {
  [questionTypes.QCM]: 'choice',
  [questionTypes.BINARY]: 'true_false',
  [questionTypes.OPEN]: 'open',
  [questionTypes.NUMERICAL]: 'numerical',
  [questionTypes.SHORT_ANSWER]: 'short_answer',
  [questionTypes.MATCHING]: 'matching',
  [questionTypes.ORDERING]: 'ordering',
};

/**
 * The rows of questions.csv: each version of a quiz the attempts were taken on, its questions in order and each
 * question's answers with the key (a true/false question: the answers `true` and `false`; an open one: one row).
 */
async function questionRows(
  db: Database,
  attempts: readonly { quiz_id: number; quiz_version: number; form: string | null }[],
): Promise<Row<'questions.csv'>[]> {
  const versions = [...new Set(attempts.map((a) => `${a.quiz_id}:${a.quiz_version}`))]
    .map((key) => key.split(':').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  // The versions taken as parallel forms: their questions say which form each is in.
  const withForms = new Set(
    attempts.filter((a) => a.form !== null).map((a) => `${a.quiz_id}:${a.quiz_version}`),
  );
  const rows: Row<'questions.csv'>[] = [];
  for (const [quizId, version] of versions) {
    const questions = (await questionsOfVersion(db, quizId, version)) ?? [];
    const forms = withForms.has(`${quizId}:${version}`) ? splitForms(questions) : new Map();
    for (const [i, q] of questions.entries()) {
      const question = {
        quiz_id: quizId,
        quiz_version: version,
        question_id: q.id,
        question_position: i + 1,
        question_type: questionTypeNames[q.type] ?? String(q.type),
        question_level: q.level,
        form: forms.get(q.id) ?? null,
        question: q.question,
      };
      if (q.type === questionTypes.BINARY)
        for (const [j, value] of [true, false].entries())
          rows.push({
            ...question,
            answer_position: j + 1,
            answer: String(value),
            correct: (q.is_valid === 1) === value ? 1 : 0,
          });
      else if (q.answers.length === 0) rows.push(question);
      else
        for (const [j, a] of q.answers.entries())
          rows.push({
            ...question,
            answer_id: a.id,
            answer_position: j + 1,
            answer: a.answer,
            correct: a.is_valid === 1 ? 1 : 0,
            credit: a.credit,
            tolerance: a.tolerance,
            match: a.match,
          });
    }
  }
  return rows;
}

export interface StudyPackage {
  fileName: string;
  /**
   * The zip as a stream: each file is queried, written and added in turn, the manifest last, so the package
   * is never held whole in memory. Each call makes a new zip from the data as it is then.
   */
  stream(): Readable;
}

/** One file of the package as it is produced: its bytes and, for a CSV, its row count. */
interface PackageFile {
  name: string;
  bytes: Buffer;
  rows: number;
}

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const round = (v: number | null, digits: number) =>
  v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits;

const csv = <F extends FileName>(name: F, rows: Row<F>[]): PackageFile => ({
  name,
  bytes: Buffer.from(toCsv(rows, packageColumns[name]), 'utf8'),
  rows: rows.length,
});

/**
 * The package's files in their fixed order, each built when its turn comes (one query per file): what is
 * added to the zip can be let go before the next file is read.
 */
async function* packageFiles(
  db: Database,
  study: NonNullable<Awaited<ReturnType<typeof q.findStudy>>>,
  secret: string,
): AsyncGenerator<PackageFile> {
  const studyId = study.id;
  const data = await loadStudyData(db, study, secret);
  const who = (userId: number) => studyPseudonym(secret, studyId, userId);
  const byUser = new Map(data.participants.map((p) => [p.userId, p]));

  yield csv(
    'participants.csv',
    data.participants.map((p) => {
      const style = p.style ? signedScores(p.style) : null;
      return {
        participant: p.pseudonym,
        condition: p.condition,
        stratum: p.stratum,
        allocation_seq: p.allocationSeq,
        allocated_at: p.allocatedAt,
        study_version: p.studyVersion,
        consent_version: p.consentVersion,
        course_id: p.courseId,
        enrolled_at: p.enrolledAt,
        completed_at: p.completedAt,
        pre_test_percentage: p.pre,
        post_test_percentage: p.post,
        normalized_change: nlgOf(p),
        processing: style?.[0],
        perception: style?.[1],
        input: style?.[2],
        understanding: style?.[3],
        style_result_id: p.styleResultId,
        delayed_posttest_due_at: p.delayedDueAt,
      };
    }),
  );
  const attemptRows = await pq.attempts(db, studyId);
  yield csv(
    'attempts.csv',
    attemptRows.map((a) => {
      const p = byUser.get(a.user_id);
      const counted =
        p?.pretestAttemptId === a.id ? 'pretest' : p?.postAttemptId === a.id ? 'posttest' : null;
      return {
        attempt_id: a.id,
        participant: who(a.user_id),
        course_id: a.course_id,
        quiz_id: a.quiz_id,
        learning_object_id: a.learning_object_id,
        kind: a.kind,
        quiz_version: a.quiz_version,
        form: a.form,
        status: a.status,
        score: a.score,
        total_score_possible: a.total_score_possible,
        percentage: a.percentage,
        time_spent: a.time_spent,
        late: a.late,
        expired: a.status === 'expired' ? 1 : 0,
        counted_as: counted,
        delayed:
          a.kind === 'posttest' && p?.delayedDueAt && a.submitted_at && a.submitted_at >= p.delayedDueAt
            ? 1
            : 0,
        started_at: a.started_at,
        submitted_at: a.submitted_at,
      };
    }),
  );
  yield csv(
    'answers.csv',
    (await pq.answers(db, studyId)).map((x) => ({ ...x })),
  );
  yield csv('questions.csv', await questionRows(db, attemptRows));
  yield csv(
    'questionnaire.csv',
    (await pq.questionnaires(db, studyId)).flatMap((r) =>
      (JSON.parse(r.responses) as { question_id: number; answer: string }[])
        .slice()
        .sort((a, b) => a.question_id - b.question_id)
        .map((x) => ({
          result_id: r.id,
          participant: who(r.user_id),
          course_id: r.course_id,
          created_at: r.created_at,
          question_id: x.question_id,
          answer: x.answer,
        })),
    ),
  );
  yield csv(
    'surveys.csv',
    (await pq.surveys(db, studyId)).map((s) => ({
      response_id: s.response_id,
      participant: who(s.user_id),
      course_id: s.course_id,
      created_at: s.created_at,
      question_number: s.question_number,
      category: s.category,
      subscale: s.subscale,
      reverse_scored: s.reverse_scored,
      answer_number: s.value_number,
      answer_text: s.value_text,
      nps: s.nps,
      usability_score: s.usability_score,
      engagement_score: round(s.engagement_score, 6),
    })),
  );
  yield csv(
    'path_snapshots.csv',
    (await pq.snapshots(db, studyId)).map((s) => ({
      snapshot_id: s.id,
      participant: who(s.user_id),
      course_id: s.course_id,
      created_at: s.created_at,
      policy: s.policy,
      level: s.level,
      style_result_id: s.style_result_id,
      steps: (JSON.parse(s.steps) as string[]).join(' '),
    })),
  );
  yield csv(
    'mastery.csv',
    (await pq.mastery(db, studyId)).map((m) => ({
      update_id: m.id,
      participant: who(m.user_id),
      learning_object_id: m.learning_object_id,
      attempt_id: m.attempt_id,
      p_before: m.p_before,
      p_after: m.p_after,
      created_at: m.created_at,
    })),
  );
  yield csv(
    'exposures.csv',
    exposureRows(
      (await pq.exposures(db, studyId)).map((e) => ({
        participant: who(e.user_id),
        participantId: e.participant_id,
        courseId: e.course_id,
        learningObjectId: e.learning_object_id,
        openedAt: e.opened_at,
      })),
    ),
  );
  const dashboard = studyDashboard(conditionsOf(study), data);
  yield {
    name: 'summary.json',
    bytes: Buffer.from(`${JSON.stringify(dashboard, null, 2)}\n`, 'utf8'),
    rows: dashboard.conditions.length,
  };
  yield { name: 'codebook.md', bytes: Buffer.from(codebook(), 'utf8'), rows: 0 };
  for (const name of analysisScripts)
    yield { name, bytes: fs.readFileSync(path.join(analysisDir, name)), rows: 0 };
}

export async function buildPackage(
  db: Database,
  studyId: number,
  secret: string,
  now: Date,
): Promise<StudyPackage> {
  const study = (await q.findStudy(db, studyId))!;
  const folder = `study-${study.id}`;

  /** Fills the zip file by file, then the manifest with what was written; ends the zip or fails its stream. */
  async function fill(zip: ZipFile, out: Readable) {
    const add = (name: string, bytes: Buffer) =>
      zip.addBuffer(bytes, `${folder}/${name}`, { mtime: entryTime, mode: 0o100644, compress: true });
    const written: { name: string; rows?: number; bytes: number; sha256: string }[] = [];
    for await (const file of packageFiles(db, study, secret)) {
      // A download given up (the client went away) stops the queries too.
      if (out.destroyed) return;
      add(file.name, file.bytes);
      written.push({
        name: file.name,
        ...(file.name.endsWith('.csv') ? { rows: file.rows } : {}),
        bytes: file.bytes.length,
        sha256: sha256(file.bytes),
      });
    }
    const versions = await q.versionsOf(db, studyId);
    const manifest = {
      exported_at: now.toISOString(),
      software: { name: 'parcours', version: apiPackage.version },
      study: {
        id: study.id,
        title: study.title,
        state: study.state,
        version: study.version,
        consent_version: study.consent_version,
        // The pre-registered plan, frozen at opening, and the sample size it calls for (docs/studies.md §2).
        ...planOf(study),
        versions: versions.map((v) => ({
          version: v.version,
          consent_version: v.consent_version,
          created_at: v.created_at,
          settings: JSON.parse(v.settings) as StudyVersion['settings'],
        })),
      },
      files: written,
    };
    add('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'));
    zip.end();
  }

  return {
    fileName: `parcours-study-${study.id}-v${study.version}-${now.toISOString().slice(0, 10)}.zip`,
    stream() {
      const zip = new ZipFile();
      const out = zip.outputStream as unknown as Readable;
      fill(zip, out).catch((err: unknown) =>
        out.destroy(err instanceof Error ? err : new Error(String(err))),
      );
      return out;
    },
  };
}
