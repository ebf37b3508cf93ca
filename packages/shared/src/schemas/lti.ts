// Wire schemas of the LTI 1.3 tool (docs/integrations.md, "LTI 1.3"): platform registrations, the LMS messages
// Parcours receives (login initiation, launch), the session a launch hands to the web app, deep linking and
// roster sync. Messages are keys of lti-messages.ts.
import { z } from 'zod';
import { loginData } from './users';

const httpsOrLocalUrl = z
  .string({ error: 'validation.ltiUrl' })
  .trim()
  .max(500, 'validation.tooLong')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (
        u.protocol === 'https:' || (u.protocol === 'http:' && /^(localhost|127\.0\.0\.1)$/.test(u.hostname))
      );
    } catch {
      return false;
    }
  }, 'validation.ltiUrl');

export const ltiPlatformBody = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(120, 'validation.tooLong'),
  issuer: httpsOrLocalUrl,
  client_id: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(255, 'validation.tooLong'),
  deployment_ids: z
    .array(z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong'), {
      error: 'validation.invalidValue',
    })
    .min(1, 'validation.ltiDeploymentRequired')
    .max(50, 'validation.tooMany'),
  auth_url: httpsOrLocalUrl,
  token_url: httpsOrLocalUrl,
  jwks_url: httpsOrLocalUrl,
});
export type LtiPlatformBody = z.infer<typeof ltiPlatformBody>;

export const ltiPlatform = ltiPlatformBody.extend({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LtiPlatform = z.infer<typeof ltiPlatform>;

/** The addresses an LMS administrator types into the LMS's tool form. */
export const ltiToolConfig = z.object({
  login_url: z.string(),
  launch_url: z.string(),
  deep_link_url: z.string(),
  jwks_url: z.string(),
  registration_url: z.string(),
});
export type LtiToolConfig = z.infer<typeof ltiToolConfig>;

export const ltiRegistrationLink = z.object({ url: z.string(), expires_at: z.string() });

/** A refused LTI login or launch, as the LMS page of Parcours lists it (docs/integrations.md). */
export const ltiRefusal = z.object({
  at: z.string(),
  step: z.enum(['login', 'launch']),
  status: z.number().int(),
  platform: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What the person in the LMS frame read. */
  message: z.string(),
  /** What the LMS administrator can do about it. */
  fix: z.string(),
  /** The request id the page showed, also on the audit row. */
  reference: z.string(),
});
export type LtiRefusal = z.infer<typeof ltiRefusal>;

export const ltiContext = z.object({
  id: z.number().int(),
  platform_id: z.number().int(),
  platform_name: z.string(),
  context_id: z.string(),
  title: z.string(),
  has_roster: z.boolean(),
  class_id: z.number().int().nullable(),
  synced_at: z.string().nullable(),
});
export type LtiContext = z.infer<typeof ltiContext>;

export const ltiRosterResult = z.object({
  class_id: z.number().int(),
  members: z.number().int(),
  learners: z.number().int(),
  instructors: z.number().int(),
  created: z.number().int(),
});
export type LtiRosterResult = z.infer<typeof ltiRosterResult>;

/** OIDC third-party login initiation (GET query or POST form). */
export const ltiLoginQuery = z.object({
  iss: z.string().min(1),
  login_hint: z.string().min(1),
  target_link_uri: z.string().min(1),
  lti_message_hint: z.string().optional(),
  client_id: z.string().optional(),
  lti_deployment_id: z.string().optional(),
});
export type LtiLoginQuery = z.infer<typeof ltiLoginQuery>;

/** The authentication response posted by the platform (form_post). */
export const ltiLaunchBody = z.object({
  id_token: z.string({ error: 'error.ltiLaunchInvalid' }).min(1, 'error.ltiLaunchInvalid'),
  state: z.string({ error: 'error.ltiStateInvalid' }).min(1, 'error.ltiStateInvalid'),
});

/** Where the web app goes once it holds the launch's session. */
export const ltiTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('course'), course_id: z.number().int() }),
  z.object({ kind: z.literal('deep_link'), request: z.string() }),
  // A course navigation link with no course yet: a teacher picks the course the link opens.
  z.object({ kind: z.literal('pick_course'), link_id: z.number().int() }),
  // `no_course`: the LMS course has no Parcours course (or several) for a learner's course navigation launch.
  z.object({ kind: z.literal('home'), notice: z.literal('no_course').optional() }),
]);
export type LtiTarget = z.infer<typeof ltiTarget>;

export const ltiSessionBody = z.object({ code: z.string().min(1, 'error.tokenInvalid') });
export const ltiSessionData = loginData.extend({ target: ltiTarget });
export type LtiSessionData = z.infer<typeof ltiSessionData>;

export const ltiGradings = ['score', 'progress'] as const;
export type LtiGrading = (typeof ltiGradings)[number];
/** What a stored one-time LTI token is for (`lti_tokens.purpose`). */
export const ltiTokenPurposes = ['registration', 'deep_link', 'session'] as const;
export type LtiTokenPurpose = (typeof ltiTokenPurposes)[number];
export const ltiDeepLinkBody = z.object({
  course_id: z.coerce.number().int().positive(),
  grading: z.enum(ltiGradings, { error: 'validation.invalidValue' }).default('score'),
});
export type LtiDeepLinkBody = z.infer<typeof ltiDeepLinkBody>;

/** A course a teacher may link from the LMS (deep linking, the course picker). */
export const ltiLinkableCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  facilitator: z.string(),
  status: z.string(),
});
export type LtiLinkableCourse = z.infer<typeof ltiLinkableCourse>;
export const ltiLinkableQuery = z.object({ search: z.string().trim().max(200).optional() });
/** The course a teacher picks for a course navigation link. */
export const ltiLinkCourseBody = z.object({ course_id: z.coerce.number().int().positive() });

/** The signed answer the web app posts back to the LMS (form field JWT to return_url). */
export const ltiDeepLinkResponse = z.object({ return_url: z.string(), jwt: z.string() });
