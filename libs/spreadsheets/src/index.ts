export * from './zip-guard';
export * from './xlsx-stream-reader';
export * from './xlsx-writer';
