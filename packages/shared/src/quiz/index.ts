// Quiz scoring and timing (ADAPTIVE.md section 5) as pure functions.
export * from './scoring';
export * from './timing';
