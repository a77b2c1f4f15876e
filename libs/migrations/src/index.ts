export * from './data-source-options';
export * from './reporting/reporting-data-source-options';
export * from './run-migrations';
export * from './event-log/event-log-channel';
