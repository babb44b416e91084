export * from './core';
export * from './toasts';
export * from './theme';
export * from './search-context';
export * from './breadcrumbs';
export * from './manifest';
export * from './head';
export * from './route-params';
