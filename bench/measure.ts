// One measurement of the benchmark: an endpoint under autocannon (each connection's requests spread over many
// learners), the exam-start storm, and a learner's latency while an admin reads the reports.
import autocannon, { type Request } from 'autocannon';
import type { DatasetWorld } from './dataset';

export interface Caller {
  id: number;
  authorization: string;
  courseIds: number[];
}

export interface Target {
  name: string;
  path: (caller?: Caller) => string;
  /** Requests go out as these learners in turn; none: a visitor (or the staff member below). */
  learners?: Caller[];
  /** The Authorization header of an admin or a researcher. */
  admin?: string;
  /** Connections for this endpoint instead of the run's (reports: a few admins, not 32). */
  connections?: number;
  /** A quiz submit: `path` opens the attempt, then this request submits it. */
  submit?: (caller: Caller) => { path: string; body: string };
}

export interface Measure {
  name: string;
  requests_per_sec: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
  note?: string;
  acknowledged_submits?: number;
  started_at?: string;
  /** The 1-minute load average before and after the measurement (bench/load.ts). */
  load_before?: number;
  load_after?: number;
}

export interface MeasureSettings {
  duration: number;
  connections: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Callers able to open the target's quiz (an unlocked unit, no cooldown): the submit is measured with them. */
async function usableCallers(base: string, target: Target, callers: Caller[]): Promise<Caller[]> {
  const usable: Caller[] = [];
  for (let i = 0; i < callers.length; i += 50) {
    const batch = callers.slice(i, i + 50);
    const answers = await Promise.all(
      batch.map((c) =>
        fetch(`${base}${target.path(c)}`, { headers: { authorization: c.authorization } }).then(
          async (res) => {
            await res.arrayBuffer();
            return res.ok;
          },
        ),
      ),
    );
    batch.forEach((c, k) => {
      if (answers[k]) usable.push(c);
    });
  }
  return usable;
}

/**
 * Waits until the server answers health quickly again: requests autocannon gave up on may still be running in
 * the server, and must not be counted against the next endpoint.
 */
async function settle(base: string, limitMs = 180_000): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const before = performance.now();
    const res = await fetch(`${base}/api/health`).catch(() => null);
    await res?.arrayBuffer();
    if (res?.ok && performance.now() - before < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.warn(`(the server was still busy ${limitMs / 1000} s after the last measurement)`);
}

export async function measure(base: string, target: Target, s: MeasureSettings): Promise<Measure> {
  await settle(base);
  process.stdout.write(`${target.name} for ${s.duration} s… `);
  let next = 0;
  let submitted = 0;
  let callers = target.learners ?? [];
  if (target.submit) callers = await usableCallers(base, target, callers);
  if (target.learners && callers.length === 0) throw new Error(`no learner can call ${target.name}`);
  const pickCaller = (context: Record<string, unknown>) => {
    const caller = callers[next++ % callers.length]!;
    context.caller = caller;
    return caller;
  };
  const requests: Request[] = [
    {
      method: 'GET',
      setupRequest: (request, context) => {
        if (!target.learners) {
          return {
            ...request,
            path: target.path(),
            headers: (target.admin ? { authorization: target.admin } : {}) as Record<string, string>,
          };
        }
        const caller = pickCaller(context);
        return { ...request, path: target.path(caller), headers: { authorization: caller.authorization } };
      },
    },
  ];
  if (target.submit) {
    const submit = target.submit;
    requests.push({
      method: 'POST',
      setupRequest: (request, context) => {
        const caller = context.caller as Caller;
        const { path, body } = submit(caller);
        return {
          ...request,
          path,
          body,
          headers: { authorization: caller.authorization, 'content-type': 'application/json' },
        };
      },
      onResponse: (status) => {
        if (status === 200) submitted++;
      },
    });
  }
  const startedAt = new Date().toISOString();
  const result = await autocannon({
    url: base,
    requests,
    // A report is read by a few staff at once (`target.connections`), a learner endpoint by the run's count.
    connections: target.connections ?? s.connections,
    duration: s.duration,
    timeout: 30,
  });
  console.log(
    `${round1(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
  const row: Measure = {
    name: target.name,
    requests_per_sec: round1(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
  if (target.connections) row.note = `${target.connections} connections`;
  if (target.submit) {
    // A pass is an open (GET) then a submit (POST): the rate given is the submits acknowledged per second.
    row.requests_per_sec = round1(submitted / s.duration);
    row.acknowledged_submits = submitted;
    row.started_at = startedAt;
    row.note = `${callers.length} learners in turn; latency over the open and the submit`;
  }
  return row;
}

/** The exam-start storm: 2,000 learners of one course open the same quiz within 10 s. */
export async function storm(base: string, world: DatasetWorld, learners: Caller[]): Promise<Measure> {
  const course = world.courses.find((c) => c.id === world.examCourseId)!;
  const quizId = course.objects[0]!.quiz.id;
  const takers = learners.filter((l) => l.courseIds.includes(course.id)).slice(0, 2000);
  await settle(base);
  process.stdout.write(`exam-start storm: ${takers.length} learners in 10 s… `);
  let next = 0;
  const result = await autocannon({
    url: base,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const caller = takers[next++ % takers.length]!;
          return {
            ...request,
            path: `/api/user/quiz/${quizId}`,
            headers: { authorization: caller.authorization },
          };
        },
      },
    ],
    connections: 50,
    amount: takers.length,
    overallRate: takers.length / 10,
    timeout: 30,
  });
  console.log(`p99 ${result.latency.p99} ms, ${result['2xx']} of ${takers.length} succeeded`);
  return {
    name: 'exam-start storm',
    requests_per_sec: round1(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
    note: `${result['2xx']} of ${takers.length} learners opened the quiz`,
  };
}

/** A report read during the learner's second measure: its path and the staff member who reads it. */
export interface ReportRead {
  path: string;
  authorization: string;
}

/**
 * A learner's dashboard alone, then again while staff open the reports every 4 s (the admin dashboard and the
 * quiz timers as the admin, the study dashboard as a researcher): the learner's p99 during the reads against
 * alone.
 */
export async function whileAdminReads(
  base: string,
  learners: Caller[],
  reports: ReportRead[],
  s: MeasureSettings,
): Promise<Measure[]> {
  const target: Target = { name: 'learner dashboard (alone)', path: () => '/api/user/dashboard', learners };
  const alone = await measure(base, target, s);
  let reading = true;
  const reads: number[] = [];
  const reader = (async () => {
    while (reading) {
      const started = performance.now();
      for (const report of reports) {
        const res = await fetch(`${base}${report.path}`, {
          headers: { authorization: report.authorization },
        });
        await res.arrayBuffer();
      }
      reads.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 4000));
    }
  })();
  const during = await measure(base, { ...target, name: 'learner dashboard (while staff read reports)' }, s);
  reading = false;
  await reader;
  const rounds = `${reads.length} round${reads.length === 1 ? '' : 's'} of report reads`;
  during.note = `p99 ${round1(during.latency_p99_ms / Math.max(1, alone.latency_p99_ms))} times alone; ${rounds}`;
  return [alone, during];
}
