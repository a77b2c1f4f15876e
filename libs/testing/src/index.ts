export * from './database/throwaway-database';
export * from './database/migrate-database';
export * from './database/redis-check';
export * from './integration/integration-env';
export * from './events/synthetic-ticket-events';
export * from './s3/s3-test-server';
export * from './redis/redis-test-cluster';
export * from './network/free-port';
