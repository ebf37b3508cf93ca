// Deep Linking 2.0 (docs/integrations.md, "LTI 1.3"): a teacher's deep-linking launch waits as a one-time
// request; the teacher picks a Parcours course in the web app, and Parcours answers the signed
// LtiDeepLinkingResponse the web app posts back to the LMS: one LTI resource link that opens the course, with a
// gradebook column (0 to 100) for the post-test score or the progress.
import crypto from 'node:crypto';
import type { LtiDeepLinkBody } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { sha256 } from '../../lib/tokens';
import { claim } from './claims';
import { signToolJwt } from './keys';
import * as q from './queries';

interface DeepLinkRequest {
  platform_id: number;
  deployment_id: string;
  return_url: string;
  data: string | null;
}

export async function answerDeepLink(
  deps: { db: Database; publicUrl: string; now?: () => Date },
  actor: { id: number },
  request: string,
  body: LtiDeepLinkBody,
): Promise<{ return_url: string; jwt: string }> {
  const now = deps.now?.() ?? new Date();
  const course = await q.findLinkableCourse(deps.db, body.course_id);
  if (!course) throw new AppError(404, 'error.courseNotFound');
  const row = await q.consumeToken(deps.db, sha256(request), 'deep_link', now.toISOString());
  // Only the teacher the request was made for answers it.
  if (!row || row.user_id !== actor.id) throw new AppError(410, 'error.ltiDeepLinkInvalid');
  const saved = JSON.parse(row.payload) as DeepLinkRequest;
  const platform = await q.findPlatform(deps.db, saved.platform_id);
  if (!platform) throw new AppError(404, 'error.ltiPlatformUnknown');

  const payload = {
    iss: platform.client_id,
    aud: platform.issuer,
    nonce: crypto.randomUUID(),
    [claim.messageType]: 'LtiDeepLinkingResponse',
    [claim.version]: '1.3.0',
    [claim.deploymentId]: saved.deployment_id,
    ...(saved.data ? { [claim.dlData]: saved.data } : {}),
    [claim.contentItems]: [
      {
        type: 'ltiResourceLink',
        title: course.title,
        url: `${deps.publicUrl}/lti/courses/${course.id}`,
        custom: { course_id: String(course.id), grading: body.grading },
        lineItem: { scoreMaximum: 100, label: course.title, resourceId: `parcours-course-${course.id}` },
      },
    ],
  };
  return { return_url: saved.return_url, jwt: await signToolJwt(deps.db, payload, 300, now) };
}
