// A JSON schema of xAPI 1.0.3 statements as Parcours sends them and as the specification's rules require
// (Data section 2.4: one inverse functional identifier per agent, IRIs, language maps, scaled score within
// -1..1, ISO 8601 durations and timestamps, no property the specification does not define).
const iri = { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9+.-]*:[^\\s]+$' } as const;
const uuid = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$',
} as const;
const timestamp = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
} as const;
const duration = {
  type: 'string',
  pattern: '^P(?!$)(\\d+Y)?(\\d+M)?(\\d+W)?(\\d+D)?(T(?=\\d)(\\d+H)?(\\d+M)?(\\d+(\\.\\d+)?S)?)?$',
} as const;
const languageMap = {
  type: 'object',
  minProperties: 1,
  propertyNames: { pattern: '^[a-zA-Z]{2,8}(-[a-zA-Z0-9]{1,8})*$' },
  additionalProperties: { type: 'string' },
} as const;
const extensions = { type: 'object', propertyNames: iri, additionalProperties: true } as const;

const agent = {
  type: 'object',
  properties: {
    objectType: { const: 'Agent' },
    name: { type: 'string' },
    mbox: { type: 'string', pattern: '^mailto:[^@\\s]+@[^@\\s]+$' },
    mbox_sha1sum: { type: 'string', pattern: '^[0-9a-f]{40}$' },
    openid: iri,
    account: {
      type: 'object',
      required: ['homePage', 'name'],
      properties: { homePage: iri, name: { type: 'string', minLength: 1 } },
      additionalProperties: false,
    },
  },
  // Exactly one inverse functional identifier.
  oneOf: [
    { required: ['mbox'] },
    { required: ['mbox_sha1sum'] },
    { required: ['openid'] },
    { required: ['account'] },
  ],
  additionalProperties: false,
} as const;

const interactionComponent = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1 }, description: languageMap },
  additionalProperties: false,
} as const;

const activity = {
  type: 'object',
  required: ['id'],
  properties: {
    objectType: { const: 'Activity' },
    id: iri,
    definition: {
      type: 'object',
      properties: {
        name: languageMap,
        description: languageMap,
        type: iri,
        moreInfo: iri,
        extensions,
        interactionType: {
          enum: [
            'true-false',
            'choice',
            'fill-in',
            'long-fill-in',
            'matching',
            'performance',
            'sequencing',
            'likert',
            'numeric',
            'other',
          ],
        },
        correctResponsesPattern: { type: 'array', items: { type: 'string' } },
        choices: { type: 'array', items: interactionComponent },
        scale: { type: 'array', items: interactionComponent },
        source: { type: 'array', items: interactionComponent },
        target: { type: 'array', items: interactionComponent },
        steps: { type: 'array', items: interactionComponent },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

export const statementSchema = {
  type: 'object',
  required: ['actor', 'verb', 'object'],
  properties: {
    id: uuid,
    actor: agent,
    verb: {
      type: 'object',
      required: ['id'],
      properties: { id: iri, display: languageMap },
      additionalProperties: false,
    },
    object: activity,
    result: {
      type: 'object',
      properties: {
        score: {
          type: 'object',
          properties: {
            scaled: { type: 'number', minimum: -1, maximum: 1 },
            raw: { type: 'number' },
            min: { type: 'number' },
            max: { type: 'number' },
          },
          additionalProperties: false,
        },
        success: { type: 'boolean' },
        completion: { type: 'boolean' },
        response: { type: 'string' },
        duration,
        extensions,
      },
      additionalProperties: false,
    },
    context: {
      type: 'object',
      properties: {
        registration: uuid,
        instructor: agent,
        revision: { type: 'string' },
        platform: { type: 'string' },
        language: { type: 'string', pattern: '^[a-zA-Z]{2,8}(-[a-zA-Z0-9]{1,8})*$' },
        statement: { type: 'object' },
        contextActivities: {
          type: 'object',
          properties: Object.fromEntries(
            ['parent', 'grouping', 'category', 'other'].map((k) => [k, { type: 'array', items: activity }]),
          ),
          additionalProperties: false,
        },
        extensions,
      },
      additionalProperties: false,
    },
    timestamp,
    version: { type: 'string', pattern: '^1\\.0(\\.\\d+)?$' },
  },
  additionalProperties: false,
} as const;
