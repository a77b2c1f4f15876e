export * from './polling-loop';
