export * from './errors';
export * from './http';
export * from './socket';
