export * from './record-columns';
export * from './sql-params';
export * from './unit-of-work';
export * from './cursor-rows';
