export * from './config-error';
export * from './env-readers';
export * from './infrastructure-config';
export * from './log-format';
