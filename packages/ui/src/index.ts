export * from './tokens';
export * from './global-style';
export * from './layout';
export * from './button';
export * from './feedback';
export * from './page-frame';
export * from './star-rating';
export * from './dialog';
