// The server-safe half of the platform: pure functions and types, no React state.
// The server imports only this; the browser gets it through the package root too.
export * from './brand';
export * from './head';
export * from './routes';
export * from './navigation';
export * from './widgets';
export * from './define-remote';
export * from './release-definitions';
export * from './snapshot';
export * from './restaurant-path';
