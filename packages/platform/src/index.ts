// The server-safe half, less release-definitions.ts: its zod validation is for the build
// and the server. This module is shared whole, so whatever it exports reaches the browser.
export * from './core/brand';
export * from './core/head';
export * from './core/routes';
export * from './core/navigation';
export * from './core/widgets';
export * from './core/define-remote';
export * from './core/snapshot';
export * from './core/restaurant-path';
export * from './toasts';
export * from './theme';
export * from './search-context';
export * from './manifest';
export * from './head';
export * from './route-params';
