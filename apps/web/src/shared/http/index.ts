// Public surface of the HTTP layer.
export * from './case';
export * from './client';
export * from './errors';
export * from './queries';
export * from './upload';
