// The feedback survey of Parcours (recommendation, usability, engagement) and how its answers are scored.
import type { LocalizedText } from './questionnaire-items';

export const feedbackCategories = ['nps', 'usability', 'engagement', 'text'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];
export const feedbackQuestionTypes = ['scale_0_10', 'likert_1_5', 'text'] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];
export type EngagementSubscale = 'focused_attention' | 'perceived_usability' | 'aesthetic_appeal' | 'reward';
export type FeedbackSubscale = EngagementSubscale | 'positive' | 'negative';

export interface FeedbackItem {
  question_number: number;
  category: FeedbackCategory;
  question_type: FeedbackQuestionType;
  /** The engagement group, or the wording polarity of a usability item. */
  subscale: FeedbackSubscale | null;
  /** Whether agreeing means a worse experience. */
  reverse_scored: boolean;
  /** 1-based rank within the category: the usability scoring depends on odd and even ranks. */
  position: number;
  text: LocalizedText;
  /** The values a scale item accepts; null for free text. */
  predefined_answers: number[] | null;
  required: boolean;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const usabilityTexts: [string, string][] = [
  [
    'I would gladly keep using Parcours for my studies.',
    'J’utiliserais volontiers Parcours pour la suite de mes études.',
  ],
  [
    'Parcours is more complicated than it needs to be.',
    'Parcours est plus compliqué qu’il ne devrait l’être.',
  ],
  ['Finding my way around Parcours was easy.', 'Il a été facile de m’orienter dans Parcours.'],
  [
    'I would need someone to show me how Parcours works before I could use it alone.',
    'J’aurais besoin qu’on me montre comment fonctionne Parcours avant de l’utiliser seul·e.',
  ],
  [
    'Courses, quizzes and my progress fit well together in Parcours.',
    'Dans Parcours, les cours, les quiz et ma progression s’articulent bien.',
  ],
  [
    'Some parts of Parcours behave in ways I do not expect.',
    'Certaines parties de Parcours réagissent de façon inattendue.',
  ],
  [
    'I think most students would quickly get the hang of Parcours.',
    'Je pense que la plupart des étudiant·es prendraient vite Parcours en main.',
  ],
  [
    'Doing simple things in Parcours takes too much effort.',
    'Faire des choses simples dans Parcours demande trop d’efforts.',
  ],
  [
    'I feel sure of what I am doing when I use Parcours.',
    'Je me sens sûr·e de ce que je fais quand j’utilise Parcours.',
  ],
  [
    'I had to learn a lot about Parcours before I could study properly with it.',
    'J’ai dû beaucoup apprendre sur Parcours avant de pouvoir bien étudier avec.',
  ],
];

const engagementTexts: [EngagementSubscale, string, string][] = [
  [
    'focused_attention',
    'I lost track of time while studying on Parcours.',
    'J’ai perdu la notion du temps en étudiant sur Parcours.',
  ],
  [
    'focused_attention',
    'I was absorbed in my course activities.',
    'J’étais absorbé·e par les activités de mon cours.',
  ],
  [
    'focused_attention',
    'I forgot about what was around me while studying on Parcours.',
    'J’ai oublié ce qui m’entourait en étudiant sur Parcours.',
  ],
  [
    'perceived_usability',
    'I felt frustrated while using Parcours.',
    'Je me suis senti·e frustré·e en utilisant Parcours.',
  ],
  ['perceived_usability', 'I found Parcours confusing to use.', 'J’ai trouvé Parcours déroutant à utiliser.'],
  ['perceived_usability', 'Using Parcours was tiring.', 'Utiliser Parcours a été fatigant.'],
  ['aesthetic_appeal', 'Parcours is attractive to look at.', 'Parcours est agréable à regarder.'],
  [
    'aesthetic_appeal',
    'The course pages of Parcours are pleasant and well laid out.',
    'Les pages de cours de Parcours sont plaisantes et bien présentées.',
  ],
  [
    'aesthetic_appeal',
    'I like the look of the images and colours of Parcours.',
    'J’aime l’aspect des images et des couleurs de Parcours.',
  ],
  [
    'reward',
    'Studying on Parcours was worth my time.',
    'Étudier sur Parcours valait le temps que j’y ai consacré.',
  ],
  ['reward', 'My experience on Parcours was rewarding.', 'Mon expérience sur Parcours a été enrichissante.'],
  [
    'reward',
    'I felt interested in what I was learning on Parcours.',
    'Ce que j’apprenais sur Parcours m’intéressait.',
  ],
];

/** The survey in order of question_number: 1 recommendation, 2-11 usability, 12-23 engagement, 24 free text. */
export const feedbackItems: readonly FeedbackItem[] = [
  {
    question_number: 1,
    category: 'nps',
    question_type: 'scale_0_10',
    subscale: null,
    reverse_scored: false,
    position: 1,
    text: {
      en: 'How likely are you to recommend Parcours to a friend or a fellow student? (0 = not at all likely, 10 = extremely likely)',
      fr: 'Quelle est la probabilité que vous recommandiez Parcours à un ami ou à un autre étudiant ? (0 = pas du tout probable, 10 = très probable)',
    },
    predefined_answers: range(0, 10),
    required: true,
  },
  ...usabilityTexts.map(
    ([en, fr], i): FeedbackItem => ({
      question_number: 2 + i,
      category: 'usability',
      question_type: 'likert_1_5',
      subscale: i % 2 === 0 ? 'positive' : 'negative',
      reverse_scored: i % 2 === 1,
      position: i + 1,
      text: { en, fr },
      predefined_answers: range(1, 5),
      required: true,
    }),
  ),
  ...engagementTexts.map(
    ([subscale, en, fr], i): FeedbackItem => ({
      question_number: 12 + i,
      category: 'engagement',
      question_type: 'likert_1_5',
      subscale,
      reverse_scored: subscale === 'perceived_usability',
      position: i + 1,
      text: { en, fr },
      predefined_answers: range(1, 5),
      required: true,
    }),
  ),
  {
    question_number: 24,
    category: 'text',
    question_type: 'text',
    subscale: null,
    reverse_scored: false,
    position: 1,
    text: {
      en: 'Is there anything else you would like to tell us about Parcours?',
      fr: 'Souhaitez-vous nous dire autre chose sur Parcours ?',
    },
    predefined_answers: null,
    required: false,
  },
];

const itemsOf = (category: FeedbackCategory) => feedbackItems.filter((item) => item.category === category);
export const usabilityItems = itemsOf('usability');
export const engagementItems = itemsOf('engagement');

function checkScale(values: readonly number[], count: number, min: number, max: number, what: string) {
  if (values.length !== count) throw new RangeError(`${what} takes ${count} answers, got ${values.length}`);
  for (const v of values) {
    if (!Number.isInteger(v) || v < min || v > max) {
      throw new RangeError(`${what} answers are whole numbers in ${min}..${max}, got ${v}`);
    }
  }
}

export type NpsCategory = 'promoter' | 'passive' | 'detractor';

/** Promoters answer 9-10, passives 7-8, detractors 0-6. */
export function npsCategory(value: number): NpsCategory {
  checkScale([value], 1, 0, 10, 'The recommendation item');
  if (value >= 9) return 'promoter';
  if (value >= 7) return 'passive';
  return 'detractor';
}

/** Percentage of promoters minus percentage of detractors, -100..100; null without answers. */
export function npsScore(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let promoters = 0;
  let detractors = 0;
  for (const v of values) {
    const category = npsCategory(v);
    if (category === 'promoter') promoters += 1;
    else if (category === 'detractor') detractors += 1;
  }
  return ((promoters - detractors) / values.length) * 100;
}

/**
 * The score one answer of a usability or engagement item contributes: a usability item (like the System Usability
 * Scale) x - 1, or 5 - x when reverse-scored (the even items), 0..4; an engagement item x, or 6 - x, 1..5.
 */
export function feedbackItemScore(item: FeedbackItem, x: number): number {
  if (item.category === 'usability') return item.reverse_scored ? 5 - x : x - 1;
  return item.reverse_scored ? 6 - x : x;
}

/** Usability like the System Usability Scale: odd items x - 1, even items 5 - x, sum times 2.5 (0..100). */
export function susScore(answers: readonly number[]): number {
  checkScale(answers, usabilityItems.length, 1, 5, 'The usability scale');
  const sum = answers.reduce((total, x, i) => total + feedbackItemScore(usabilityItems[i]!, x), 0);
  return sum * 2.5;
}

export interface EngagementScore {
  /** Mean of the twelve items after reversing the reverse-scored ones (6 - x), 1..5. */
  mean: number;
  /** The same on 0..100: (mean - 1) * 25. */
  score100: number;
}

/** Engagement from the twelve answers in item order. */
export function engagementScore(answers: readonly number[]): EngagementScore {
  checkScale(answers, engagementItems.length, 1, 5, 'The engagement scale');
  const adjusted = answers.map((x, i) => feedbackItemScore(engagementItems[i]!, x));
  const mean = adjusted.reduce((total, x) => total + x, 0) / adjusted.length;
  return { mean, score100: (mean - 1) * 25 };
}

export interface FeedbackAnswer {
  question_number: number;
  answer: number | string | null | undefined;
}

export interface FeedbackScores {
  /** The learner's own 0..10 answer. */
  nps: number | null;
  /** 0..100, null unless all ten usability items are answered. */
  usabilityScore: number | null;
  /** Null unless all twelve engagement items are answered. */
  engagement: EngagementScore | null;
  comment: string | null;
}

/** Scores one submitted survey; a scale left incomplete gives null rather than a partial score. */
export function scoreFeedback(answers: readonly FeedbackAnswer[]): FeedbackScores {
  const byNumber = new Map(answers.map((a) => [a.question_number, a.answer]));
  const numbersOf = (items: readonly FeedbackItem[]) => {
    const values = items.map((item) => byNumber.get(item.question_number));
    return values.every((v) => typeof v === 'number') ? (values as number[]) : null;
  };
  const nps = byNumber.get(1);
  const usability = numbersOf(usabilityItems);
  const engagement = numbersOf(engagementItems);
  const comment = byNumber.get(24);
  // npsCategory throws for a value outside 0..10.
  if (typeof nps === 'number') npsCategory(nps);
  return {
    nps: typeof nps === 'number' ? nps : null,
    usabilityScore: usability ? susScore(usability) : null,
    engagement: engagement ? engagementScore(engagement) : null,
    comment: typeof comment === 'string' && comment.trim() !== '' ? comment.trim() : null,
  };
}
