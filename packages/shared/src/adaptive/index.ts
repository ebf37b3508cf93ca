// The adaptive model of Parcours (docs/design/adaptive.md) as pure functions and data.
export * from './bkt';
export * from './gains';
export * from './levels';
export * from './mastery';
export * from './messages';
export * from './path';
export * from './posttest';
export * from './progress';
export * from './questionnaire';
export * from './questionnaire-items';
export * from './recommendations';
export * from './research';
export * from './style';
export * from './surveys';
