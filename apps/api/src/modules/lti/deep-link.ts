// Deep Linking 2.0 (docs/integrations.md, "LTI 1.3"): a teacher's deep-linking launch waits as a one-time
// request; the teacher picks a Parcours course in the web app, and Parcours answers the signed
// LtiDeepLinkingResponse the web app posts back to the LMS: one item of a type the request accepts (an LTI
// resource link that opens the course, with a gradebook column (0 to 100) for the post-test score or the
// progress, else a plain link to the course page), presented as the request allows.
import crypto from 'node:crypto';
import type { LtiDeepLinkBody } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { sha256 } from '../../lib/tokens';
import type { Actor } from '../../plugins/audit';
import { claim } from './claims';
import { assertLinkable } from './course-picker';
import { courseResourceId } from './grade-sender';
import { signToolJwt } from './keys';
import * as q from './queries';

interface DeepLinkRequest {
  platform_id: number;
  deployment_id: string;
  return_url: string;
  data: string | null;
  /** What the LMS accepts back (Deep Linking 2.0 §4.4.1); absent on requests saved before they were kept. */
  accept_types?: string[];
  accept_multiple?: boolean;
  accept_presentation_document_targets?: string[];
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

/** The parts of the request's deep_linking_settings the answer must honour, kept with the waiting request. */
export function deepLinkAccepts(settings: Record<string, unknown>) {
  return {
    // Required by Deep Linking 2.0; an LMS that leaves it out gets the LTI resource link it asked for by default.
    accept_types: strings(settings.accept_types),
    accept_multiple: settings.accept_multiple === true || settings.accept_multiple === 'true',
    accept_presentation_document_targets: strings(settings.accept_presentation_document_targets) ?? [],
  };
}

/**
 * The content item for a course, of a type the LMS accepts: an LTI resource link that opens the course with its
 * gradebook column, else a plain link to the course page; presented in a frame or a new window as the LMS allows.
 * One item, whatever `accept_multiple` says (the teacher picks one course).
 */
function contentItem(
  saved: DeepLinkRequest,
  course: { id: number; title: string },
  grading: LtiDeepLinkBody['grading'],
  publicUrl: string,
): Record<string, unknown> {
  const types = saved.accept_types?.length ? saved.accept_types : ['ltiResourceLink'];
  const targets = saved.accept_presentation_document_targets ?? [];
  if (types.includes('ltiResourceLink')) {
    return {
      type: 'ltiResourceLink',
      title: course.title,
      url: `${publicUrl}/lti/courses/${course.id}`,
      custom: { course_id: String(course.id), grading },
      lineItem: { scoreMaximum: 100, label: course.title, resourceId: courseResourceId(course.id) },
      // Framed in the LMS page when it allows, else in a window of its own (Deep Linking 2.0 §3.4.1).
      ...(targets.includes('iframe')
        ? { iframe: { height: 800 } }
        : targets.includes('window')
          ? { window: { targetName: '_blank' } }
          : {}),
    };
  }
  if (types.includes('link')) {
    // A plain link is no launch: the course page opens with the learner's own Parcours session, in a window
    // (Parcours pages outside LTI cannot be framed).
    return {
      type: 'link',
      title: course.title,
      url: `${publicUrl}/courses/${course.id}`,
      ...(targets.includes('window') ? { window: { targetName: '_blank' } } : {}),
    };
  }
  throw new AppError(409, 'error.ltiDeepLinkTypesUnsupported');
}

export async function answerDeepLink(
  deps: { db: Database; engine: Engine; publicUrl: string; now?: () => Date },
  actor: Actor,
  request: string,
  body: LtiDeepLinkBody,
): Promise<{ return_url: string; jwt: string }> {
  const now = deps.now?.() ?? new Date();
  // Published courses and the teacher's own drafts: another author's draft answers 404, its title never leaves.
  const course = await assertLinkable(deps, actor, body.course_id);
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
    [claim.contentItems]: [contentItem(saved, course, body.grading, deps.publicUrl)],
  };
  return { return_url: saved.return_url, jwt: await signToolJwt(deps.db, payload, 300, now) };
}
