// Quiz scoring and timing (docs/design/adaptive.md §5) as pure functions.

export * from './arranged';
export * from './forms';
export * from './scoring';
export * from './timing';
export * from './typed-answers';
