export * from './grid';
export * from './asl';
