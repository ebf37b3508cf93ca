import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { type Mailer, sendTemplate } from '../../plugins/mail';
import * as q from './queries';

const hourMs = 3600 * 1000;
const batch = 200;

export async function sendDueReminders(
  deps: { db: Database; mailer: Mailer; log: FastifyInstance['log']; publicUrl: string },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  let sent = 0;
  for (;;) {
    const due = await q.dueReminders(deps.db, at, batch);
    for (const r of due) {
      if (!(await q.claimReminder(deps.db, r.id, at))) continue;
      await sendTemplate(deps.mailer, deps.log, 'studyPosttest', r.language, r.email, {
        name: r.first_name,
        email: r.email,
        course: r.title,
        link: `${deps.publicUrl}/courses/${r.course_id}`,
      });
      sent += 1;
    }
    if (due.length < batch) return sent;
  }
}

/** Runs the reminders a minute after start, then every hour. */
export function scheduleReminders(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  const run = () =>
    sendDueReminders(
      { db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl },
      app.clock.now(),
    ).catch((err) => app.log.warn({ err }, 'study reminders not sent'));
  app.addHook('onReady', async () => {
    timer = setTimeout(function tick() {
      void run();
      timer = setTimeout(tick, hourMs).unref();
    }, 60_000).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
}
