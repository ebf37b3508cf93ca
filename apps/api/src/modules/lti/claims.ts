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

const lis = 'http://purl.imsglobal.org/vocab/lis/v2';

/**
 * Roles that make an LMS user a Parcours instructor, from the three vocabularies of LTI Core 1.3 (appendix A.2):
 * the context roles that teach or build the course, and the institution and system roles of the people who run
 * the LMS (a Canvas account admin is `institution/person#Administrator`, a Canvas site admin
 * `system/person#SysAdmin`, a Moodle site admin `system/person#Administrator`): they install the tool and
 * link its courses, so they must reach deep linking.
 */
const instructorRoles = new Set([
  `${lis}/membership#Instructor`,
  `${lis}/membership#ContentDeveloper`,
  `${lis}/membership#Administrator`,
  `${lis}/institution/person#Instructor`,
  `${lis}/institution/person#Faculty`,
  `${lis}/institution/person#Administrator`,
  `${lis}/system/person#Administrator`,
  `${lis}/system/person#SysAdmin`,
  // context roles may come in their short form (LTI Core 1.3 §A.2.3.1), and NRPS sends them so
  'Instructor',
  'ContentDeveloper',
  'Administrator',
]);

/**
 * An LMS instructor, course designer or administrator becomes a Parcours instructor; everyone else a learner.
 * Never a Parcours administrator: an LMS cannot hand out Parcours administration. Teaching assistants
 * (`membership/Instructor#TeachingAssistant`) count as learners: a sub-role names its role with a fragment after
 * it, so it is not one of the roles above.
 */
export function parcoursRole(lmsRoles: unknown): RoleValue {
  const list = Array.isArray(lmsRoles) ? lmsRoles.filter((r): r is string => typeof r === 'string') : [];
  return list.some((r) => instructorRoles.has(r)) ? roles.instructor : roles.user;
}
