// xAPI 1.0.3 statements of Parcours events (docs/integrations.md): what a research team analyses, with
// pseudonymous actors (an account on the Parcours home page, never an e-mail). Pure: the queue stores the
// event and the sender builds the same statement from it on every try.

export const xapiVersion = '1.0.3';

const xapiVerbs = [
  'launched',
  'experienced',
  'answered',
  'attempted',
  'passed',
  'failed',
  'completed',
] as const;
type XapiVerb = (typeof xapiVerbs)[number];

type XapiObjectKind =
  | 'course'
  | 'learning-object'
  | 'quiz'
  | 'question'
  | 'questionnaire'
  | 'questionnaire-item'
  | 'survey'
  | 'survey-item';

// ADL's activity types, so any LRS report groups Parcours' activities with other tools' ones.
const activityTypes: Record<XapiObjectKind, string> = {
  course: 'http://adlnet.gov/expapi/activities/course',
  'learning-object': 'http://adlnet.gov/expapi/activities/lesson',
  quiz: 'http://adlnet.gov/expapi/activities/assessment',
  question: 'http://adlnet.gov/expapi/activities/cmi.interaction',
  questionnaire: 'http://id.tincanapi.com/activitytype/survey',
  'questionnaire-item': 'http://adlnet.gov/expapi/activities/cmi.interaction',
  survey: 'http://id.tincanapi.com/activitytype/survey',
  'survey-item': 'http://adlnet.gov/expapi/activities/cmi.interaction',
};

/**
 * A text of Parcours itself in every language the platform has, as an xAPI language map (RFC 5646 tags:
 * `{"en-US": ..., "fr-FR": ...}`). A bare string is a text written by a course author, in a language
 * Parcours does not know: it is sent as `und` (undetermined).
 */
type XapiText = string | Record<string, string>;

/** The platform's languages as the tags of xAPI language maps. */
export const xapiLanguageTags = { en: 'en-US', fr: 'fr-FR' } as const;

/** A text of the platform in each of its languages, as an xAPI language map. */
export function languageMap(text: Record<keyof typeof xapiLanguageTags, string>): Record<string, string> {
  return { [xapiLanguageTags.en]: text.en, [xapiLanguageTags.fr]: text.fr };
}

const asLanguageMap = (text: XapiText) => (typeof text === 'string' ? { und: text } : text);

export interface XapiInteraction {
  type:
    | 'choice'
    | 'true-false'
    | 'likert'
    | 'fill-in'
    | 'long-fill-in'
    | 'numeric'
    | 'matching'
    | 'sequencing';
  /** Choices (QCM answers, questionnaire answers) or the scale of a likert item, by id. */
  choices?: { id: string; text: XapiText }[];
  /** The correct response: choice ids, or 'true'/'false'. */
  correct?: string[];
  /** Several correct responses, each a whole pattern: a numeric range `9.76[:]9.86`, a fill-in text. */
  patterns?: string[];
  /** A matching interaction's prompts (source) and texts to match (target), by id. */
  source?: { id: string; text: XapiText }[];
  target?: { id: string; text: XapiText }[];
}

/** One thing a learner did, as services describe it to queueStatements. */
export interface XapiEvent {
  userId: number;
  verb: XapiVerb;
  object: {
    kind: XapiObjectKind;
    id: number | string;
    name?: XapiText;
    description?: XapiText;
    interaction?: XapiInteraction;
  };
  result?: {
    /** Choice ids, 'true'/'false', a likert value or text, as the learner gave it. */
    response?: string[] | string;
    success?: boolean;
    completion?: boolean;
    score?: { raw: number; max: number; min?: number };
    durationSeconds?: number;
  };
  context?: {
    courseId?: number;
    quizId?: number;
    attemptId?: number;
    /** The study condition the learner is in, when the course runs a study. */
    condition?: string;
    /** The learner's enrolment in the course (its xAPI registration UUID); set by queueStatements. */
    registration?: string;
    language?: string;
  };
  /** When it happened (ISO 8601); the time of queueing when absent. */
  at?: string;
}

/** What the outbox keeps of an event: the learner by pseudonym only. */
export interface QueuedEvent extends Omit<XapiEvent, 'userId' | 'at'> {
  actor: string;
  timestamp: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const activityId = (homePage: string, kind: XapiObjectKind, id: number | string) =>
  `${trimSlash(homePage)}/xapi/activities/${kind}/${encodeURIComponent(String(id))}`;
const extension = (homePage: string, name: string) => `${trimSlash(homePage)}/xapi/extensions/${name}`;

function activity(homePage: string, object: QueuedEvent['object']) {
  const definition: Record<string, unknown> = { type: activityTypes[object.kind] };
  // Titles written by course authors are in any language: 'und' (undetermined) says so honestly. The items of
  // the questionnaire and the survey are Parcours' own texts, sent in each of its languages.
  if (object.name) definition.name = asLanguageMap(object.name);
  if (object.description) definition.description = asLanguageMap(object.description);
  const interaction = object.interaction;
  if (interaction) {
    definition.interactionType = interaction.type;
    if (interaction.choices) {
      const key = interaction.type === 'likert' ? 'scale' : 'choices';
      definition[key] = interaction.choices.map((c) => ({ id: c.id, description: asLanguageMap(c.text) }));
    }
    for (const key of ['source', 'target'] as const) {
      const list = interaction[key];
      if (list) definition[key] = list.map((c) => ({ id: c.id, description: asLanguageMap(c.text) }));
    }
    if (interaction.correct) definition.correctResponsesPattern = [interaction.correct.join('[,]')];
    if (interaction.patterns) definition.correctResponsesPattern = interaction.patterns;
  }
  return { objectType: 'Activity', id: activityId(homePage, object.kind, object.id), definition };
}

/** Whole seconds as an ISO 8601 duration. */
function isoDuration(seconds: number): string {
  return `PT${Math.max(0, Math.round(seconds))}S`;
}

export function toStatement(event: QueuedEvent, statementId: string, homePage: string) {
  const statement: Record<string, unknown> = {
    id: statementId,
    actor: { objectType: 'Agent', account: { homePage: trimSlash(homePage), name: event.actor } },
    verb: { id: `http://adlnet.gov/expapi/verbs/${event.verb}`, display: { 'en-US': event.verb } },
    object: activity(homePage, event.object),
    timestamp: event.timestamp,
    version: xapiVersion,
  };
  const r = event.result;
  if (r) {
    const result: Record<string, unknown> = {};
    if (r.response !== undefined)
      result.response = Array.isArray(r.response) ? r.response.join('[,]') : r.response;
    if (r.success !== undefined) result.success = r.success;
    if (r.completion !== undefined) result.completion = r.completion;
    if (r.score) {
      const min = r.score.min ?? 0;
      const span = r.score.max - min;
      result.score = {
        raw: r.score.raw,
        min,
        max: r.score.max,
        ...(span > 0 ? { scaled: Math.round(((r.score.raw - min) / span) * 10_000) / 10_000 } : {}),
      };
    }
    if (r.durationSeconds !== undefined) result.duration = isoDuration(r.durationSeconds);
    statement.result = result;
  }
  const c = event.context ?? {};
  const parent =
    c.quizId !== undefined && event.object.kind !== 'quiz'
      ? [activity(homePage, { kind: 'quiz', id: c.quizId })]
      : [];
  const grouping =
    c.courseId !== undefined && event.object.kind !== 'course'
      ? [activity(homePage, { kind: 'course', id: c.courseId })]
      : [];
  const extensions: Record<string, unknown> = {};
  if (c.attemptId !== undefined) extensions[extension(homePage, 'attempt')] = c.attemptId;
  if (c.condition !== undefined) extensions[extension(homePage, 'condition')] = c.condition;
  statement.context = {
    ...(c.registration ? { registration: c.registration } : {}),
    platform: 'Parcours',
    ...(c.language ? { language: c.language } : {}),
    ...(parent.length || grouping.length
      ? {
          contextActivities: {
            ...(parent.length ? { parent } : {}),
            ...(grouping.length ? { grouping } : {}),
          },
        }
      : {}),
    ...(Object.keys(extensions).length ? { extensions } : {}),
  };
  return statement;
}
