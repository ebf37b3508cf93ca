// The path policies of a study's conditions (docs/design/adaptive.md §10): each policy's order written out by
// hand for one course and one learner, and the reasons each gives, which name only the rules it applied.
import { describe, expect, it } from 'vitest';
import { adaptiveMessages } from './messages';
import { buildLearningPath, mismatchedStyle, type PathUnitInput } from './path';
import { dimensionResult } from './style';

// Authored as: U1 basic (L11 abstract, L12 concrete), U2 intermediate (L21 abstract, L22 concrete),
// U3 advanced (L31 abstract). L11 has an image then a text.
const units: PathUnitInput[] = [
  {
    id: 1,
    title: 'U1',
    type: 'basic',
    position: 1,
    learningObjects: [
      {
        id: 11,
        title: 'L11',
        type: 'abstract',
        position: 1,
        media: [
          { id: 1, kind: 'image' },
          { id: 2, kind: 'text' },
        ],
        quizId: 110,
        quizPassed: false,
      },
      { id: 12, title: 'L12', type: 'concrete', position: 2, media: [], quizId: 120, quizPassed: false },
    ],
  },
  {
    id: 2,
    title: 'U2',
    type: 'intermediate',
    position: 2,
    learningObjects: [
      { id: 21, title: 'L21', type: 'abstract', position: 1, media: [], quizId: 210, quizPassed: false },
      { id: 22, title: 'L22', type: 'concrete', position: 2, media: [], quizId: 220, quizPassed: false },
    ],
  },
  {
    id: 3,
    title: 'U3',
    type: 'advanced',
    position: 3,
    learningObjects: [
      { id: 31, title: 'L31', type: 'abstract', position: 1, media: [], quizId: 310, quizPassed: false },
    ],
  },
];

// A sensing (moderate), auditory (strong), active (mild), sequential (mild) learner.
const style = {
  dimensions: [
    dimensionResult('processing', 'active', 1),
    dimensionResult('perception', 'sensing', 7),
    dimensionResult('input', 'auditory', 9),
    dimensionResult('understanding', 'sequential', 3),
  ],
};

const build = (policy: 'adaptive' | 'author_order' | 'style_mismatched' | 'level_only') =>
  buildLearningPath({
    course: { isSequential: false },
    units,
    level: 'intermediate',
    style,
    policy,
  });

const ids = (policy: Parameters<typeof build>[0]) => build(policy).steps.map((s) => s.id);
const keys = (policy: Parameters<typeof build>[0]) => build(policy).reasons.map((r) => r.key);
const media = (policy: Parameters<typeof build>[0]) => {
  const step = build(policy).steps.find((s) => s.id === 'lo-11');
  return step?.kind === 'learning_object' ? step.media.map((m) => m.id) : [];
};
const roles = (policy: Parameters<typeof build>[0]) =>
  build(policy)
    .steps.filter((s) => s.kind === 'unit')
    .map((s) => (s.kind === 'unit' ? `${s.unitId}:${s.role}` : ''));

/** Unit `n` followed by its learning objects and their quizzes, in the order given. */
const unit = (n: number, ...objects: number[]) => [
  `unit-${n}`,
  ...objects.flatMap((lo) => [`lo-${lo}`, `quiz-${lo}0`]),
];

// Each policy's path for this course and learner, written out by hand: steps, the media order of L11, the unit
// roles and the reasons given.
const expected = [
  {
    policy: 'adaptive',
    why: 'level order (U2, U3, then U1 as review), concrete first and texts first for this learner',
    steps: [...unit(2, 22, 21), ...unit(3, 31), ...unit(1, 12, 11)],
    media: [2, 1],
    roles: ['2:core', '3:core', '1:review'],
    reasons: ['path.reason.levelIntermediate', 'path.reason.concreteFirst', 'path.reason.verbalFirst'],
  },
  {
    policy: 'level_only',
    why: 'the level order with every unit in the author’s inner order, and no style reason',
    steps: [...unit(2, 21, 22), ...unit(3, 31), ...unit(1, 11, 12)],
    media: [1, 2],
    roles: ['2:core', '3:core', '1:review'],
    reasons: ['path.reason.levelIntermediate'],
  },
  {
    policy: 'author_order',
    why: 'the course exactly as written, the unit below the level marked as review in place',
    steps: [...unit(1, 11, 12), ...unit(2, 21, 22), ...unit(3, 31)],
    media: [1, 2],
    roles: ['1:review', '2:core', '3:core'],
    reasons: ['path.reason.levelIntermediate'],
  },
  {
    // The author put the image first, which is what a visual rule wants: nothing moved, so no media reason;
    // abstract objects were already first in this course's units, so the perception rule changed nothing either.
    policy: 'style_mismatched',
    why: 'each rule with the opposite pole (abstract first, images first), described plainly',
    steps: [...unit(2, 21, 22), ...unit(3, 31), ...unit(1, 11, 12)],
    media: [1, 2],
    roles: ['2:core', '3:core', '1:review'],
    reasons: ['path.reason.levelIntermediate'],
  },
] as const;

describe('path policies', () => {
  it.each(expected)('$policy: $why', (c) => {
    expect(ids(c.policy)).toEqual(c.steps);
    expect(media(c.policy)).toEqual(c.media);
    expect(roles(c.policy)).toEqual(c.roles);
    expect(keys(c.policy)).toEqual(c.reasons);
    expect(build(c.policy).policy).toBe(c.policy);
  });

  it('author_order gives no style reason at all, not even the invitation to answer the questionnaire', () => {
    const all = build('author_order').steps.flatMap((s) => s.reasons.map((r) => r.key));
    expect(
      all.filter((k) => !k.startsWith('path.reason.level') && k !== 'path.reason.optionalReview'),
    ).toEqual([]);
  });

  it('style_mismatched on a course where the opposite pole moves things gives the plain reasons', () => {
    const reflective = {
      dimensions: [
        dimensionResult('processing', 'active', 9),
        dimensionResult('perception', 'intuitive', 5),
        dimensionResult('input', 'auditory', 1),
        dimensionResult('understanding', 'sequential', 1),
      ],
    };
    const path = buildLearningPath({
      course: { isSequential: false },
      units: [units[0]!],
      level: 'basic',
      style: reflective,
      policy: 'style_mismatched',
    });
    // active -> reflective: quizzes at the end after a summary; intuitive -> sensing: concrete L12 first.
    expect(path.steps.map((s) => s.id)).toEqual([
      'unit-1',
      'lo-12',
      'lo-11',
      'summary-1',
      'quiz-120',
      'quiz-110',
    ]);
    expect(path.reasons.map((r) => r.key)).toEqual([
      'path.reason.levelBasic',
      'path.reason.concreteFirst.plain',
      'path.reason.reflectSummary.plain',
      'path.reason.quizzesAtEnd.plain',
    ]);
    for (const r of path.reasons) {
      expect(adaptiveMessages.en[r.key]).toBeTruthy();
      expect(adaptiveMessages.fr[r.key]).toBeTruthy();
      expect(JSON.stringify(adaptiveMessages.en[r.key])).not.toMatch(/because you|you prefer/);
    }
  });

  it('mismatchedStyle flips each pole and keeps the score', () => {
    expect(mismatchedStyle(style)?.dimensions.map((d) => `${d.category}:${d.score}`)).toEqual([
      'reflective:1',
      'intuitive:7',
      'visual:9',
      'global:3',
    ]);
    expect(mismatchedStyle(null)).toBeNull();
  });

  it('a policy without style gives no questionnaire invitation when there is no result either', () => {
    const noStyle = (policy: 'adaptive' | 'level_only') =>
      buildLearningPath({
        course: { isSequential: false },
        units,
        level: 'basic',
        style: null,
        policy,
      }).reasons.map((r) => r.key);
    expect(noStyle('adaptive')).toEqual(['path.reason.levelBasic', 'path.reason.noStyle']);
    expect(noStyle('level_only')).toEqual(['path.reason.levelBasic']);
  });
});
