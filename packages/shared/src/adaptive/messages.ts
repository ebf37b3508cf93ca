// The texts of every reason the adaptive model gives a learner, in English and French (the same keys in both).
// Placeholders are {{name}}, filled from the reason's params like the shared messages. A text that depends on a
// number has a form for one and a form for other counts, picked by that param with the language's plural rules.
import type { Language } from '../messages';

/** A text in two forms, chosen by the number in the param `count` names. */
export interface PluralText {
  count: string;
  one: string;
  other: string;
}

export type MessageText = string | PluralText;

const en = {
  // path: level
  'path.reason.levelBasic':
    'Part of your path: your pretest places you at the basic level, so you build up from the basics.',
  'path.reason.levelIntermediate': 'Part of your path: your pretest places you at the intermediate level.',
  'path.reason.levelAdvanced': 'Part of your path: your pretest places you at the advanced level.',
  'path.reason.optionalReview': 'Optional review: your pretest shows you already know much of this unit.',
  'path.reason.noLevel': 'Shown in the course’s order: take the pretest to fit the path to your level.',
  // path: learning style
  'path.reason.noStyle':
    'Shown in the course’s order: answer the learning-style questionnaire to adapt it to you.',
  'path.reason.concreteFirst':
    'Concrete examples come first because you prefer practical, real-world material.',
  'path.reason.abstractFirst':
    'Ideas and principles come first because you like to grasp the concepts before the examples.',
  'path.reason.visualFirst': 'Images and videos come first because you learn well from what you see.',
  'path.reason.verbalFirst': 'Texts and audio come first because you learn well from explanations in words.',
  'path.reason.reflectSummary':
    'Take a moment to look back over this unit: you learn well by thinking things over.',
  'path.reason.quizzesAtEnd': 'The quizzes come at the end of the unit, after you have had time to reflect.',
  'path.reason.overviewFirst':
    'An overview of the whole course comes first because you like to see the big picture.',
  'path.reason.stepByStep': 'Units open one after another because you prefer to go step by step.',
  'path.reason.courseSequential': 'This course opens its units one after another.',
  // path: the same rules in a study's mismatched condition, described without saying they fit the learner
  'path.reason.concreteFirst.plain': 'Concrete examples come first in this course.',
  'path.reason.abstractFirst.plain': 'Ideas and principles come first in this course.',
  'path.reason.visualFirst.plain': 'Images and videos come first in this course.',
  'path.reason.verbalFirst.plain': 'Texts and audio come first in this course.',
  'path.reason.reflectSummary.plain': 'Take a moment to look back over this unit.',
  'path.reason.quizzesAtEnd.plain': 'The quizzes come at the end of the unit.',
  'path.reason.overviewFirst.plain': 'An overview of the whole course comes first.',
  'path.reason.stepByStep.plain': 'Units open one after another.',
  'path.lock.previousUnit': {
    count: 'remaining',
    one: 'Pass the remaining quiz of “{{unit}}” to open this unit.',
    other: 'Pass the {{remaining}} remaining quizzes of “{{unit}}” to open this unit.',
  },
  // mastery
  'mastery.reason.nextNotPassed':
    'Next best step: “{{title}}” is the first part of your path whose quiz you have not passed yet.',
  'mastery.reason.nextUnmastered':
    'Next best step: “{{title}}” is the first part of your path you have not mastered yet.',
  'mastery.reason.passQuizToUnlock': 'Next best step: pass the quiz of “{{title}}” to open the next unit.',
  // recommendations
  'recommend.reason.sameSubcategory': 'On the same subject as your current course.',
  'recommend.reason.sameCategory': 'In the same field as your current course.',
  'recommend.reason.levelFit': 'It has units at your level.',
  'recommend.reason.peerGain': {
    count: 'peers',
    one: 'One learner with a learning style like yours gained {{nlg}}% of what they could on it.',
    other:
      'Learners with a learning style like yours gained {{nlg}}% of what they could on it ({{peers}} learners).',
  },
  'recommend.reason.peerLoss': {
    count: 'peers',
    one: 'One learner with a learning style like yours did not improve on it.',
    other: 'Learners with a learning style like yours did not improve on it ({{peers}} learners).',
  },
  'recommend.reason.popular': {
    count: 'subscribers',
    one: '{{subscribers}} learner follows this course.',
    other: '{{subscribers}} learners follow this course.',
  },
} as const;

export type AdaptiveMessageKey = keyof typeof en;

const fr: Record<AdaptiveMessageKey, MessageText> = {
  'path.reason.levelBasic':
    'Fait partie de votre parcours : votre test de positionnement vous situe au niveau débutant, vous partez donc des bases.',
  'path.reason.levelIntermediate':
    'Fait partie de votre parcours : votre test de positionnement vous situe au niveau intermédiaire.',
  'path.reason.levelAdvanced':
    'Fait partie de votre parcours : votre test de positionnement vous situe au niveau avancé.',
  'path.reason.optionalReview':
    'Révision facultative : votre test de positionnement montre que vous maîtrisez déjà une bonne partie de cette unité.',
  'path.reason.noLevel':
    'Présenté dans l’ordre du cours : passez le test de positionnement pour adapter le parcours à votre niveau.',
  'path.reason.noStyle':
    'Présenté dans l’ordre du cours : répondez au questionnaire sur les styles d’apprentissage pour l’adapter à vous.',
  'path.reason.concreteFirst':
    'Les exemples concrets viennent d’abord, car vous préférez un contenu pratique et ancré dans le réel.',
  'path.reason.abstractFirst':
    'Les idées et les principes viennent d’abord, car vous aimez saisir les concepts avant les exemples.',
  'path.reason.visualFirst':
    'Les images et les vidéos viennent d’abord, car vous apprenez bien par ce que vous voyez.',
  'path.reason.verbalFirst':
    'Les textes et les documents audio viennent d’abord, car vous apprenez bien par les explications en mots.',
  'path.reason.reflectSummary':
    'Prenez un moment pour revenir sur cette unité : vous apprenez bien en prenant le temps de réfléchir.',
  'path.reason.quizzesAtEnd':
    'Les quiz viennent à la fin de l’unité, une fois que vous avez eu le temps de réfléchir.',
  'path.reason.overviewFirst':
    'Une vue d’ensemble du cours vient d’abord, car vous aimez voir le tableau complet.',
  'path.reason.stepByStep': 'Les unités s’ouvrent l’une après l’autre, car vous préférez avancer pas à pas.',
  'path.reason.courseSequential': 'Ce cours ouvre ses unités l’une après l’autre.',
  'path.reason.concreteFirst.plain': 'Les exemples concrets viennent d’abord dans ce cours.',
  'path.reason.abstractFirst.plain': 'Les idées et les principes viennent d’abord dans ce cours.',
  'path.reason.visualFirst.plain': 'Les images et les vidéos viennent d’abord dans ce cours.',
  'path.reason.verbalFirst.plain': 'Les textes et les documents audio viennent d’abord dans ce cours.',
  'path.reason.reflectSummary.plain': 'Prenez un moment pour revenir sur cette unité.',
  'path.reason.quizzesAtEnd.plain': 'Les quiz viennent à la fin de l’unité.',
  'path.reason.overviewFirst.plain': 'Une vue d’ensemble du cours vient d’abord.',
  'path.reason.stepByStep.plain': 'Les unités s’ouvrent l’une après l’autre.',
  'path.lock.previousUnit': {
    count: 'remaining',
    one: 'Réussissez le quiz restant de « {{unit}} » pour ouvrir cette unité.',
    other: 'Réussissez les {{remaining}} quiz restants de « {{unit}} » pour ouvrir cette unité.',
  },
  'mastery.reason.nextNotPassed':
    'Prochaine étape conseillée : « {{title}} » est la première partie de votre parcours dont vous n’avez pas encore réussi le quiz.',
  'mastery.reason.nextUnmastered':
    'Prochaine étape conseillée : « {{title}} » est la première partie de votre parcours que vous ne maîtrisez pas encore.',
  'mastery.reason.passQuizToUnlock':
    'Prochaine étape conseillée : réussissez le quiz de « {{title}} » pour ouvrir l’unité suivante.',
  'recommend.reason.sameSubcategory': 'Sur le même sujet que votre cours actuel.',
  'recommend.reason.sameCategory': 'Dans le même domaine que votre cours actuel.',
  'recommend.reason.levelFit': 'Il propose des unités à votre niveau.',
  'recommend.reason.peerGain': {
    count: 'peers',
    one: 'Une personne au style d’apprentissage proche du vôtre y a gagné {{nlg}} % de ce qu’elle pouvait.',
    other:
      'Les personnes au style d’apprentissage proche du vôtre y ont gagné {{nlg}} % de ce qu’elles pouvaient ({{peers}} personnes).',
  },
  'recommend.reason.peerLoss': {
    count: 'peers',
    one: 'Une personne au style d’apprentissage proche du vôtre n’y a pas progressé.',
    other:
      'Les personnes au style d’apprentissage proche du vôtre n’y ont pas progressé ({{peers}} personnes).',
  },
  'recommend.reason.popular': {
    count: 'subscribers',
    one: '{{subscribers}} personne suit ce cours.',
    other: '{{subscribers}} personnes suivent ce cours.',
  },
};

export const adaptiveMessages: Record<Language, Record<AdaptiveMessageKey, MessageText>> = { en, fr };

export type ReasonParams = Record<string, string | number>;

/** Why the adaptive model made a decision: a message key and the values its text needs. */
export interface Reason {
  key: AdaptiveMessageKey;
  params: ReasonParams;
}

export function reason(key: AdaptiveMessageKey, params: ReasonParams = {}): Reason {
  return { key, params };
}

/** The text of a reason in one language, placeholders filled. */
export function formatReason(lang: Language, r: { key: AdaptiveMessageKey; params?: ReasonParams }): string {
  const params = r.params ?? {};
  const text = adaptiveMessages[lang][r.key];
  const template = typeof text === 'string' ? text : pluralForm(lang, text, params[text.count]);
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The form of a plural text for a count; a missing or non-numeric count takes the form for other counts. */
function pluralForm(lang: Language, text: PluralText, count: string | number | undefined): string {
  const n = Number(count);
  if (count === undefined || !Number.isFinite(n)) return text.other;
  return new Intl.PluralRules(lang).select(n) === 'one' ? text.one : text.other;
}
