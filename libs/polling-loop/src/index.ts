export * from './polling-loop';
export * from './polled-service';
