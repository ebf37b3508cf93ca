import { describe, expect, it } from 'vitest';
import { csvField, researchColumns, researchRow, toCsv } from './research';
import { dimensionResult } from './style';

const style = {
  dimensions: [
    dimensionResult('processing', 'active', 7),
    dimensionResult('perception', 'intuitive', 5),
    dimensionResult('input', 'visual', 11),
    dimensionResult('understanding', 'global', 1),
  ],
};

describe('researchRow', () => {
  it('assembles one learner and course, with signed style scores, gain and NLG', () => {
    expect(
      researchRow({
        pseudonym: 'p-7f3a',
        courseId: 12,
        style,
        level: 'intermediate',
        pre: 40,
        post: 70,
        postTestRule: 'best',
        versionsDiffer: false,
        timeSpent: 1260,
        attempts: 3,
        nps: 9,
        usabilityScore: 72.5,
        engagementScore: 3.75,
        study: { id: 4, condition: 'author_order' },
      }),
    ).toEqual({
      learner: 'p-7f3a',
      course_id: 12,
      processing: 7,
      perception: -5,
      input: 11,
      understanding: -1,
      level: 'intermediate',
      pre_test_percentage: 40,
      post_test_percentage: 70,
      post_test_rule: 'best',
      gain: 30,
      normalized_change: 0.5, // 30 / (100 - 40)
      versions_differ: 0,
      time_spent: 1260,
      attempts: 3,
      nps: 9,
      usability_score: 72.5,
      engagement_score: 3.75,
      // A study course: only accepted learners are exported, so the consent state is always "accepted".
      study_id: 4,
      study_condition: 'author_order',
      consent: 'accepted',
    });
  });

  it('leaves unknown figures empty and rounds NLG to four decimals', () => {
    const input = {
      pseudonym: 'p-1',
      courseId: 1,
      style: null,
      level: null,
      pre: 25,
      post: 50,
      postTestRule: 'first' as const,
      versionsDiffer: true,
      timeSpent: null,
      attempts: null,
      nps: null,
      usabilityScore: null,
      engagementScore: null,
    };
    const row = researchRow(input);
    expect(row.processing).toBeNull();
    expect(row.level).toBeNull();
    expect(row.normalized_change).toBe(0.3333); // 25 / 75 = 0.33333...
    expect(row.versions_differ).toBe(1);
    const noPost = researchRow({ ...input, post: null });
    expect(noPost.gain).toBeNull();
    expect(noPost.normalized_change).toBeNull();
    expect(noPost.versions_differ).toBeNull();
    // no post-test counted, so no rule applied
    expect(row.post_test_rule).toBe('first');
    expect(noPost.post_test_rule).toBeNull();
    expect(noPost.pre_test_percentage).toBe(25);
  });
});

describe('toCsv', () => {
  it('writes a header row and one line per row, CRLF-terminated', () => {
    const csv = toCsv(
      [
        { a: 1, b: 'x' },
        { a: null, b: undefined },
      ],
      ['a', 'b'],
    );
    expect(csv).toBe('a,b\r\n1,x\r\n,\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(-0.25)).toBe('-0.25');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('uses the research columns by default', () => {
    const csv = toCsv([]);
    expect(csv).toBe(`${researchColumns.join(',')}\r\n`);
    expect(researchColumns).toContain('normalized_change');
    expect(researchColumns).not.toContain('nlg');
  });
});
