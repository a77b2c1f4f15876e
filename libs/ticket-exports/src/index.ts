export * from './ticket-export-columns';
export * from './ticket-exports';
export * from './export-store';
