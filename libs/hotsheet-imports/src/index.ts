export * from './hotsheet-file-error';
export * from './hotsheet-file';
export * from './import-key';
export * from './import-store';
export * from './import-texts';
export * from './row-problems';
export * from './hotsheet-sheets';
