// Public surface of the shared package: the engine contract, rulesets, geometry, maps and protocol.
export * from './hex/index';
export * from './map/index';
export * from './units/catalog';
export * from './units/location';
export * from './engine/state';
export * from './engine/errors';
export * from './engine/events';
export * from './engine/module';
export * from './engine/game';
export * from './engine/context';
export * from './scenario/schema';
export * from './rulesets/index';
export * from './rng/dice';
export * from './view/project';
export * from './view/events';
export * from './protocol/index';
export * from './rng/verify';
