export * from './platform';
export * from './errors';
