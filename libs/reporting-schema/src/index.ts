export * from './tables';
export * from './reporting-store';
export * from './reporting-database.module';
