import { afterEach, describe, expect, it } from 'vitest';
import { clearAnswers, loadAnswers, saveAnswers } from './persistence';

afterEach(() => sessionStorage.clear());

describe('saved questionnaire answers', () => {
  it('keeps answers per learner until they are cleared', () => {
    saveAnswers(1, { responses: { 1: 'a', 2: 'b' }, current: 2 });
    expect(loadAnswers(1)).toEqual({ responses: { 1: 'a', 2: 'b' }, current: 2 });
    expect(loadAnswers(2)).toBeNull();
    clearAnswers(1);
    expect(loadAnswers(1)).toBeNull();
  });

  it('drops malformed entries', () => {
    sessionStorage.setItem(
      'parcours.questionnaire.3',
      JSON.stringify({ responses: { 1: 'c', x: 'a', 4: 'b' }, current: -2 }),
    );
    expect(loadAnswers(3)).toEqual({ responses: { 4: 'b' }, current: 0 });
    sessionStorage.setItem('parcours.questionnaire.3', '{not json');
    expect(loadAnswers(3)).toBeNull();
  });
});
