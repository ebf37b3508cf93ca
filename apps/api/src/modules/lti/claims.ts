// The claims of LTI 1.3 messages Parcours reads and writes (1EdTech LTI Core 1.3 §5, Deep Linking 2.0 §4,
// AGS 2.0 §3.1, NRPS 2.0 §3.6), and the reading of LMS roles.
import { type RoleValue, roles } from '@parcours/shared';

const lti = 'https://purl.imsglobal.org/spec/lti/claim';
export const claim = {
  messageType: `${lti}/message_type`,
  version: `${lti}/version`,
  deploymentId: `${lti}/deployment_id`,
  targetLinkUri: `${lti}/target_link_uri`,
  resourceLink: `${lti}/resource_link`,
  roles: `${lti}/roles`,
  context: `${lti}/context`,
  custom: `${lti}/custom`,
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  dlData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  agsEndpoint: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
} as const;

/** Roles that make an LMS user an instructor in Parcours: context and institution teaching roles. */
const instructorRoles = [
  'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  'http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper',
  'http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator',
  'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor',
  'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Faculty',
  // NRPS may send the short context role names
  'Instructor',
  'ContentDeveloper',
];

/**
 * An LMS instructor (or course designer) becomes a Parcours instructor; everyone else a learner. Never an
 * administrator: an LMS cannot hand out Parcours administration. Teaching assistants (Instructor#TeachingAssistant)
 * count as learners (their sub-role names the Instructor role with a fragment after it).
 */
export function parcoursRole(lmsRoles: unknown): RoleValue {
  const list = Array.isArray(lmsRoles) ? lmsRoles.filter((r): r is string => typeof r === 'string') : [];
  return list.some((r) => instructorRoles.includes(r)) ? roles.instructor : roles.user;
}
