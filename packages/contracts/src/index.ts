export * from './platform';
export * from './errors';
export * from './restaurants';
