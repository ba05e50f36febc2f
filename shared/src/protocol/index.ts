export * from './errors';
export * from './http';
export * from './socket';
export * from './sides';
export * from './rulesets';
export * from './views';
export * from './moduleViews';
