export * from './terrain';
export * from './schema';
export * from './gameMap';
export * from './los';
export * from './crest';
