export * from './api-fetch';
export * from './query-client';
export * from './account';
