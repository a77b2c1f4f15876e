export * from './queue-names';
export * from './redis-connection';
