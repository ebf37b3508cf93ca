// Quiz files: GIFT and Moodle XML read into and written from Parcours questions (pure functions).
export * from './check';
export * from './gift-parse';
export * from './gift-write';
export * from './grades';
export * from './moodle-xml-parse';
export * from './moodle-xml-write';
export * from './schemas';
export * from './types';
