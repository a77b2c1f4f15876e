export * from './config/config-error';
export * from './config/env-readers';
export * from './config/infrastructure-config';
export * from './entities/dealer.entity';
export * from './entities/user.entity';
export * from './entities/worker-heartbeat.entity';
export * from './queues/queue-names';
export * from './data-source-options';
