import { describe, expect, it } from 'vitest';
import { adaptiveMessages } from './messages';
import {
  buildLearningPath,
  type LearningPath,
  type PathInput,
  type PathStep,
  type PathUnitInput,
} from './path';
import { dimensionResult, type StyleResult } from './style';

type Media = { id: number; kind: string; fileName: string };

// A course written by its author as: Foundations (basic), Practice (intermediate), Mastery (advanced),
// Basics again (basic). The array is deliberately not in author order.
function units(): PathUnitInput<Media>[] {
  const m = (id: number, kind: string): Media => ({ id, kind, fileName: `f${id}` });
  return [
    {
      id: 3,
      title: 'Mastery',
      type: 'advanced',
      position: 3,
      learningObjects: [
        { id: 31, title: 'L31', type: 'concrete', position: 1, media: [], quizId: 301, quizPassed: false },
      ],
    },
    {
      id: 1,
      title: 'Foundations',
      type: 'basic',
      position: 1,
      learningObjects: [
        {
          id: 13,
          title: 'L13',
          type: 'concrete',
          position: 3,
          media: [m(5, 'text')],
          quizId: null,
          quizPassed: false,
        },
        {
          id: 11,
          title: 'L11',
          type: 'abstract',
          position: 1,
          media: [m(1, 'image'), m(2, 'document'), m(3, 'video'), m(4, 'audio')],
          quizId: 101,
          quizPassed: true,
        },
        { id: 12, title: 'L12', type: 'concrete', position: 2, media: [], quizId: 102, quizPassed: false },
      ],
    },
    {
      id: 2,
      title: 'Practice',
      type: 'intermediate',
      position: 2,
      learningObjects: [
        { id: 21, title: 'L21', type: 'concrete', position: 1, media: [], quizId: 201, quizPassed: false },
        { id: 22, title: 'L22', type: 'abstract', position: 2, media: [], quizId: 202, quizPassed: false },
      ],
    },
    {
      id: 4,
      title: 'Basics again',
      type: 'basic',
      position: 4,
      learningObjects: [
        { id: 41, title: 'L41', type: 'concrete', position: 1, media: [], quizId: 401, quizPassed: false },
      ],
    },
  ];
}

type Prefs = Partial<Record<'processing' | 'perception' | 'input' | 'understanding', [string, number]>>;
/** A result with the given poles and scores; unspecified dimensions are mild (score 1). */
function style(prefs: Prefs): StyleResult {
  const def = { processing: 'active', perception: 'sensing', input: 'visual', understanding: 'sequential' };
  return {
    dimensions: (['processing', 'perception', 'input', 'understanding'] as const).map((d) =>
      dimensionResult(d, prefs[d]?.[0] ?? def[d], prefs[d]?.[1] ?? 1),
    ),
  };
}

function build(overrides: Partial<PathInput<Media>> = {}): LearningPath<Media> {
  return buildLearningPath({
    course: { isSequential: false },
    units: units(),
    level: null,
    style: null,
    ...overrides,
  });
}

/** A compact picture of the order: U<id> for units (with * when locked), L<id>, Q<quizId>, S<unit>, O. */
function order(path: LearningPath<Media>): string[] {
  return path.steps.map((s: PathStep<Media>) => {
    switch (s.kind) {
      case 'overview':
        return 'O';
      case 'unit':
        return `U${s.unitId}${s.locked ? '*' : ''}${s.role === 'review' ? 'r' : ''}`;
      case 'learning_object':
        return `L${s.learningObjectId}`;
      case 'quiz':
        return `Q${s.quizId}`;
      default:
        return `S${s.unitId}`;
    }
  });
}

const keysOf = (path: LearningPath<Media>, id: string) =>
  path.steps.find((s) => s.id === id)!.reasons.map((r) => r.key);
const loMedia = (path: LearningPath<Media>, loId: number) => {
  const step = path.steps.find((s) => s.kind === 'learning_object' && s.learningObjectId === loId);
  return step && step.kind === 'learning_object' ? step.media.map((m) => m.id) : null;
};

describe('buildLearningPath without a result or a level', () => {
  it('keeps the author order of units, learning objects, media and quizzes', () => {
    const path = build();
    expect(order(path)).toEqual([
      ...['U1', 'L11', 'Q101', 'L12', 'Q102', 'L13'],
      ...['U2', 'L21', 'Q201', 'L22', 'Q202'],
      ...['U3', 'L31', 'Q301'],
      ...['U4', 'L41', 'Q401'],
    ]);
    expect(loMedia(path, 11)).toEqual([1, 2, 3, 4]);
    expect(path.sequential).toBe(false);
    // No rule changed anything for a step: the reasons say so once, for the whole path.
    expect(keysOf(path, 'unit-1')).toEqual(['path.reason.noLevel']);
    expect(keysOf(path, 'lo-11')).toEqual([]);
    expect(keysOf(path, 'quiz-101')).toEqual([]);
    expect(path.reasons.map((r) => r.key)).toContain('path.reason.noStyle');
  });

  it('passes media fields through untouched', () => {
    const step = build().steps.find((s) => s.id === 'lo-11');
    expect(step?.kind === 'learning_object' && step.media[0]).toEqual({
      id: 1,
      kind: 'image',
      fileName: 'f1',
    });
  });
});

describe('levels', () => {
  it('takes a basic learner through basic, intermediate then advanced units, all core', () => {
    const units = order(build({ level: 'basic' })).filter((s) => s.startsWith('U'));
    expect(units).toEqual(['U1', 'U4', 'U2', 'U3']);
    expect(keysOf(build({ level: 'basic' }), 'unit-2')[0]).toBe('path.reason.levelBasic');
  });

  it('starts an intermediate learner at intermediate, basic units as optional review', () => {
    const path = build({ level: 'intermediate' });
    expect(order(path).filter((s) => s.startsWith('U'))).toEqual(['U2', 'U3', 'U1r', 'U4r']);
    expect(keysOf(path, 'unit-2')[0]).toBe('path.reason.levelIntermediate');
    expect(keysOf(path, 'unit-1')).toEqual(['path.reason.optionalReview']);
    const l11 = path.steps.find((s) => s.id === 'lo-11');
    expect(l11?.kind === 'learning_object' && l11.role).toBe('review');
  });

  it('starts an advanced learner at advanced, with basic then intermediate as review', () => {
    const path = build({ level: 'advanced' });
    expect(order(path).filter((s) => s.startsWith('U'))).toEqual(['U3', 'U1r', 'U4r', 'U2r']);
    expect(keysOf(path, 'unit-3')[0]).toBe('path.reason.levelAdvanced');
  });
});

describe('perception', () => {
  it('puts concrete learning objects first for a sensing learner, keeping order within each type', () => {
    for (const score of [5, 7, 9, 11]) {
      const path = build({ style: style({ perception: ['sensing', score] }) });
      const los = order(path).filter((s) => s.startsWith('L'));
      expect(los).toEqual(['L12', 'L13', 'L11', 'L21', 'L22', 'L31', 'L41']);
      const concrete = path.steps.find((s) => s.id === 'lo-12')!.reasons[0];
      expect(concrete).toEqual({
        key: 'path.reason.concreteFirst',
        params: { dimension: 'perception', pole: 'sensing', band: score <= 7 ? 'moderate' : 'strong', score },
      });
    }
  });

  it('puts abstract learning objects first for an intuitive learner', () => {
    const path = build({ style: style({ perception: ['intuitive', 9] }) });
    expect(order(path).filter((s) => s.startsWith('L'))).toEqual([
      'L11',
      'L12',
      'L13',
      'L22',
      'L21',
      'L31',
      'L41',
    ]);
    expect(keysOf(path, 'lo-22')).toContain('path.reason.abstractFirst');
  });

  it('keeps the author order for a mild preference', () => {
    for (const category of ['sensing', 'intuitive']) {
      for (const score of [1, 3]) {
        const path = build({ style: style({ perception: [category, score] }) });
        expect(order(path).filter((s) => s.startsWith('L'))).toEqual([
          'L11',
          'L12',
          'L13',
          'L21',
          'L22',
          'L31',
          'L41',
        ]);
        // A mild preference changes nothing, so no step carries a reason for it.
        expect(keysOf(path, 'lo-12')).toEqual([]);
      }
    }
  });
});

describe('input', () => {
  it('shows images and videos first to a visual learner', () => {
    const path = build({ style: style({ input: ['visual', 7] }) });
    expect(loMedia(path, 11)).toEqual([1, 3, 2, 4]);
    expect(keysOf(path, 'lo-11')).toContain('path.reason.visualFirst');
  });

  it('shows texts, documents and audio first to an auditory learner', () => {
    const path = build({ style: style({ input: ['auditory', 11] }) });
    expect(loMedia(path, 11)).toEqual([2, 4, 1, 3]);
    expect(keysOf(path, 'lo-11')).toContain('path.reason.verbalFirst');
  });

  it('keeps the author order of media for a mild preference', () => {
    expect(loMedia(build({ style: style({ input: ['auditory', 3] }) }), 11)).toEqual([1, 2, 3, 4]);
  });

  it('gives no media reason to a learning object without media', () => {
    const path = build({ style: style({ input: ['visual', 9] }) });
    expect(keysOf(path, 'lo-12')).not.toContain('path.reason.visualFirst');
  });

  it('gives no media reason where one kind of medium, or the author’s order, leaves nothing to reorder', () => {
    // L13 has one text: nothing to reorder for an auditory learner, nor for a visual one.
    expect(keysOf(build({ style: style({ input: ['auditory', 11] }) }), 'lo-13')).toEqual([]);
    expect(keysOf(build({ style: style({ input: ['visual', 11] }) }), 'lo-13')).toEqual([]);
    // L13 with an image then a text: already the visual order.
    const visualFirst = units().map((u) => ({
      ...u,
      learningObjects: u.learningObjects.map((lo) =>
        lo.id === 13
          ? {
              ...lo,
              media: [
                { id: 6, kind: 'image', fileName: 'f6' },
                { id: 7, kind: 'text', fileName: 'f7' },
              ],
            }
          : lo,
      ),
    }));
    const path = build({ units: visualFirst, style: style({ input: ['visual', 9] }) });
    expect(loMedia(path, 13)).toEqual([6, 7]);
    expect(keysOf(path, 'lo-13')).toEqual([]);
  });
});

describe('the path’s own reasons', () => {
  it('give the level and each rule that changed a step, nothing for a mild preference', () => {
    const mild = build({ level: 'basic', style: style({}) });
    expect(mild.reasons.map((r) => r.key)).toEqual(['path.reason.levelBasic']);
    const strong = build({
      level: 'basic',
      style: style({ perception: ['sensing', 9], input: ['auditory', 9], processing: ['active', 9] }),
    });
    // Sensing moved objects in Foundations, auditory reordered L11's media; active changed nothing.
    expect(strong.reasons.map((r) => r.key)).toEqual([
      'path.reason.levelBasic',
      'path.reason.concreteFirst',
      'path.reason.verbalFirst',
    ]);
  });

  it('ask for the questionnaire when there is no result yet', () => {
    expect(build().reasons.map((r) => r.key)).toEqual(['path.reason.noLevel', 'path.reason.noStyle']);
  });
});

describe('perception reasons', () => {
  it('go only to the learning objects the rule moved', () => {
    // Sensing: Foundations becomes L12, L13, L11 (each moved); Practice is already L21 (concrete), L22.
    const sensing = build({ style: style({ perception: ['sensing', 9] }) });
    for (const id of ['lo-12', 'lo-13', 'lo-11'])
      expect(keysOf(sensing, id)).toEqual(['path.reason.concreteFirst']);
    expect(keysOf(sensing, 'lo-21')).toEqual([]);
    expect(keysOf(sensing, 'lo-22')).toEqual([]);
    // Intuitive: Foundations keeps L11 (abstract) first, so nothing moves there; Practice becomes L22, L21.
    const intuitive = build({ style: style({ perception: ['intuitive', 9] }) });
    expect(keysOf(intuitive, 'lo-11')).toEqual([]);
    expect(keysOf(intuitive, 'lo-22')).toEqual(['path.reason.abstractFirst']);
    expect(keysOf(intuitive, 'lo-21')).toEqual(['path.reason.abstractFirst']);
  });
});

describe('processing', () => {
  it('puts each quiz right after its learning object for an active learner ("try it now")', () => {
    const path = build({ style: style({ processing: ['active', 5] }) });
    expect(order(path).slice(0, 6)).toEqual(['U1', 'L11', 'Q101', 'L12', 'Q102', 'L13']);
    // Right after its object is where a quiz sits without any rule: the rule changed nothing, so neither the
    // step nor the path gives it as a reason.
    expect(keysOf(path, 'quiz-101')).toEqual([]);
    expect(path.reasons.map((r) => r.key)).not.toContain('path.reason.tryItNow');
  });

  it('gives a reflective learner a summary, then the unit quizzes at the end', () => {
    const path = build({ style: style({ processing: ['reflective', 9] }) });
    expect(order(path)).toEqual([
      ...['U1', 'L11', 'L12', 'L13', 'S1', 'Q101', 'Q102'],
      ...['U2', 'L21', 'L22', 'S2', 'Q201', 'Q202'],
      ...['U3', 'L31', 'S3', 'Q301'],
      ...['U4', 'L41', 'S4', 'Q401'],
    ]);
    expect(keysOf(path, 'summary-1')).toEqual(['path.reason.reflectSummary']);
    expect(keysOf(path, 'quiz-101')).toEqual(['path.reason.quizzesAtEnd']);
    const summary = path.steps.find((s) => s.id === 'summary-1');
    expect(summary?.kind === 'summary' && summary.learningObjectIds).toEqual([11, 12, 13]);
  });

  it('keeps quizzes after their learning objects, without a summary, for a mild preference', () => {
    const path = build({ style: style({ processing: ['reflective', 3] }) });
    expect(order(path).slice(0, 6)).toEqual(['U1', 'L11', 'Q101', 'L12', 'Q102', 'L13']);
    expect(path.steps.some((s) => s.kind === 'summary')).toBe(false);
    expect(keysOf(path, 'quiz-101')).toEqual([]);
  });

  it('combines with perception: the summary lists the objects in the learner order', () => {
    const path = build({ style: style({ processing: ['reflective', 7], perception: ['sensing', 7] }) });
    expect(order(path).slice(0, 7)).toEqual(['U1', 'L12', 'L13', 'L11', 'S1', 'Q102', 'Q101']);
  });
});

describe('understanding', () => {
  it('gives a global learner an overview first and every unit open', () => {
    const path = build({ style: style({ understanding: ['global', 7] }) });
    expect(order(path)[0]).toBe('O');
    expect(keysOf(path, 'overview')).toEqual(['path.reason.overviewFirst']);
    expect(path.sequential).toBe(false);
    expect(path.steps.every((s) => !s.locked)).toBe(true);
    // Open units are what every learner of a course that is not sequential gets: the overview is what changed.
    expect(keysOf(path, 'unit-2')).not.toContain('path.reason.allUnitsOpen');
    expect(path.reasons.map((r) => r.key)).toEqual(['path.reason.noLevel', 'path.reason.overviewFirst']);
  });

  it('opens a unit for a sequential learner only when every quiz of the previous unit is passed', () => {
    // Foundations: quiz 101 passed, 102 not; L13 has no quiz. So Practice and everything after are locked.
    const path = build({ level: 'basic', style: style({ understanding: ['sequential', 9] }) });
    expect(path.sequential).toBe(true);
    expect(order(path).filter((s) => s.startsWith('U'))).toEqual(['U1', 'U4*', 'U2*', 'U3*']);
    const u4 = path.steps.find((s) => s.id === 'unit-4')!;
    expect(u4.kind === 'unit' && u4.lockedBy).toBe(1);
    expect(u4.reasons).toContainEqual({
      key: 'path.lock.previousUnit',
      params: { unitId: 1, unit: 'Foundations', remaining: 1 },
    });
    expect(path.steps.filter((s) => 'unitId' in s && s.unitId === 4).every((s) => s.locked)).toBe(true);
    expect(keysOf(path, 'unit-1')).toContain('path.reason.stepByStep');
    // Each later unit names the unit just before it on the path.
    const u2 = path.steps.find((s) => s.id === 'unit-2')!;
    expect(u2.kind === 'unit' && u2.lockedBy).toBe(4);
    const u3 = path.steps.find((s) => s.id === 'unit-3')!;
    expect(u3.kind === 'unit' && u3.lockedBy).toBe(2);
    expect(u3.reasons).toContainEqual({
      key: 'path.lock.previousUnit',
      params: { unitId: 2, unit: 'Practice', remaining: 2 },
    });
  });

  it('moves the lock forward as quizzes are passed', () => {
    const passed = units().map((u) =>
      u.id === 1
        ? { ...u, learningObjects: u.learningObjects.map((lo) => ({ ...lo, quizPassed: true })) }
        : u,
    );
    const path = build({ units: passed, level: 'basic', style: style({ understanding: ['sequential', 5] }) });
    // Foundations passed opens Basics again; its quiz 401 is not passed, so Practice and Mastery stay locked.
    expect(order(path).filter((s) => s.startsWith('U'))).toEqual(['U1', 'U4', 'U2*', 'U3*']);
    const u2 = path.steps.find((s) => s.id === 'unit-2')!;
    expect(u2.kind === 'unit' && u2.lockedBy).toBe(4);
    const u3 = path.steps.find((s) => s.id === 'unit-3')!;
    expect(u3.kind === 'unit' && u3.lockedBy).toBe(2);
  });

  describe('a sequential learner in a course of three units', () => {
    // Each unit has two learning objects with a quiz each.
    const three = (passedUnits: number[] = []): PathUnitInput<Media>[] =>
      [1, 2, 3].map((id) => ({
        id,
        title: `Unit ${id}`,
        type: 'basic' as const,
        position: id,
        learningObjects: [1, 2].map((n) => ({
          id: id * 10 + n,
          title: `L${id}${n}`,
          type: 'concrete' as const,
          position: n,
          media: [],
          quizId: id * 100 + n,
          quizPassed: passedUnits.includes(id),
        })),
      }));
    const lockOf = (path: LearningPath<Media>, unitId: number) => {
      const step = path.steps.find((s) => s.id === `unit-${unitId}`);
      if (step?.kind !== 'unit') throw new Error(`no unit ${unitId}`);
      return {
        locked: step.locked,
        lockedBy: step.lockedBy,
        lock: step.reasons.filter((r) => r.key === 'path.lock.previousUnit').map((r) => r.params),
      };
    };
    const sequentialPath = (passedUnits: number[]) =>
      build({
        units: three(passedUnits),
        level: 'basic',
        style: style({ understanding: ['sequential', 9] }),
      });

    it('locks each unit by the one before it while nothing is passed', () => {
      const path = sequentialPath([]);
      expect(lockOf(path, 1)).toEqual({ locked: false, lockedBy: null, lock: [] });
      expect(lockOf(path, 2)).toEqual({
        locked: true,
        lockedBy: 1,
        lock: [{ unitId: 1, unit: 'Unit 1', remaining: 2 }],
      });
      expect(lockOf(path, 3)).toEqual({
        locked: true,
        lockedBy: 2,
        lock: [{ unitId: 2, unit: 'Unit 2', remaining: 2 }],
      });
    });

    it('opens unit 2 once unit 1 is passed, unit 3 staying locked by unit 2', () => {
      const path = sequentialPath([1]);
      expect(lockOf(path, 2)).toEqual({ locked: false, lockedBy: null, lock: [] });
      expect(lockOf(path, 3)).toEqual({
        locked: true,
        lockedBy: 2,
        lock: [{ unitId: 2, unit: 'Unit 2', remaining: 2 }],
      });
      expect(
        path.steps
          .filter((s) => s.kind !== 'unit' && 'unitId' in s && s.unitId === 2)
          .every((s) => !s.locked),
      ).toBe(true);
      expect(
        path.steps.filter((s) => s.kind !== 'unit' && 'unitId' in s && s.unitId === 3).every((s) => s.locked),
      ).toBe(true);
    });

    it('opens every unit once units 1 and 2 are passed', () => {
      expect(sequentialPath([1, 2]).steps.every((s) => !s.locked)).toBe(true);
    });

    it('keeps a unit locked behind a locked one, naming the nearest unit still to pass', () => {
      // Unit 2's quizzes passed while unit 1's are not: unit 3 waits on unit 1, as unit 2 does.
      const path = sequentialPath([2]);
      expect(lockOf(path, 2).lockedBy).toBe(1);
      expect(lockOf(path, 3)).toEqual({
        locked: true,
        lockedBy: 1,
        lock: [{ unitId: 1, unit: 'Unit 1', remaining: 2 }],
      });
    });
  });

  it('does not gate on a unit without quizzes', () => {
    const noQuiz = units().map((u) =>
      u.id === 1 ? { ...u, learningObjects: u.learningObjects.map((lo) => ({ ...lo, quizId: null })) } : u,
    );
    const path = build({ units: noQuiz, level: 'basic', style: style({ understanding: ['sequential', 5] }) });
    expect(order(path).filter((s) => s.startsWith('U'))).toEqual(['U1', 'U4', 'U2*', 'U3*']);
  });

  it('never locks optional review units, nor lets them gate core ones', () => {
    const path = build({ level: 'intermediate', style: style({ understanding: ['sequential', 11] }) });
    expect(order(path).filter((s) => s.startsWith('U'))).toEqual(['U2', 'U3*', 'U1r', 'U4r']);
  });

  it('locks units of a course marked sequential whatever the learner prefers', () => {
    for (const s of [
      null,
      style({ understanding: ['sequential', 1] }),
      style({ understanding: ['global', 11] }),
    ]) {
      const path = build({ course: { isSequential: true }, style: s });
      expect(path.sequential).toBe(true);
      expect(order(path).filter((x) => x.startsWith('U'))).toEqual(['U1', 'U2*', 'U3*', 'U4*']);
    }
    const global = build({ course: { isSequential: true }, style: style({ understanding: ['global', 11] }) });
    expect(order(global)[0]).toBe('O');
    expect(keysOf(global, 'unit-1')).toContain('path.reason.courseSequential');
  });

  it('neither locks nor adds an overview for a mild preference in an open course', () => {
    const path = build({ style: style({ understanding: ['global', 3] }) });
    expect(order(path)[0]).toBe('U1');
    expect(path.steps.every((s) => !s.locked)).toBe(true);
  });
});

describe('mastery on the path', () => {
  it('marks learning objects with their estimate without reordering them', () => {
    const path = build({
      mastery: new Map([
        [11, 0.97],
        [12, 0.4],
      ]),
    });
    expect(order(path)).toEqual(order(build()));
    const l11 = path.steps.find((s) => s.id === 'lo-11');
    const l12 = path.steps.find((s) => s.id === 'lo-12');
    const l13 = path.steps.find((s) => s.id === 'lo-13');
    expect(l11?.kind === 'learning_object' && [l11.pKnown, l11.mastered]).toEqual([0.97, true]);
    expect(l12?.kind === 'learning_object' && [l12.pKnown, l12.mastered]).toEqual([0.4, false]);
    expect(l13?.kind === 'learning_object' && [l13.pKnown, l13.mastered]).toEqual([null, false]);
  });
});

describe('every path', () => {
  const all = style({
    processing: ['reflective', 7],
    perception: ['intuitive', 9],
    input: ['auditory', 5],
    understanding: ['global', 11],
  });

  it('is the same for the same input, whatever the order of the input arrays', () => {
    const input = {
      course: { isSequential: true },
      units: units(),
      level: 'intermediate' as const,
      style: all,
    };
    const shuffled = {
      ...input,
      units: [...units()].reverse().map((u) => ({ ...u, learningObjects: [...u.learningObjects].reverse() })),
    };
    const before = JSON.stringify(input);
    const first = buildLearningPath(input);
    expect(buildLearningPath(input)).toEqual(first);
    expect(buildLearningPath(shuffled)).toEqual(first);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('gives every unit at least one reason, each reason a known message key, and unique step ids', () => {
    for (const s of [null, all, style({ processing: ['active', 11], understanding: ['sequential', 11] })]) {
      const path = build({ style: s, level: 'intermediate' });
      expect(new Set(path.steps.map((x) => x.id)).size).toBe(path.steps.length);
      for (const step of path.steps) {
        if (step.kind === 'unit') expect(step.reasons.length).toBeGreaterThan(0);
        for (const r of step.reasons) expect(Object.keys(adaptiveMessages.en)).toContain(r.key);
      }
      for (const r of path.reasons) expect(Object.keys(adaptiveMessages.en)).toContain(r.key);
    }
  });

  it('is empty for a course without units', () => {
    expect(build({ units: [] }).steps).toEqual([]);
  });
});
