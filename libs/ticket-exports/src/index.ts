export * from './ticket-export-columns';
export * from './dealer-kpi';
export * from './ticket-exports';
export * from './export-store';
