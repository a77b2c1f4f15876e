export * from './projection-declaration';
export * from './projection-registry';
export * from './registry-queries';
