export * from './platform';
export * from './releases';
export * from './errors';
export * from './restaurants';
export * from './us-states';
export * from './search-request';
export * from './visitor-writes';
export * from './wait-times';
