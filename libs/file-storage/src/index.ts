export * from './file-store';
export * from './file-store-errors';
export * from './file-key';
export * from './file-storage-config';
export * from './local-file-store';
export * from './s3-file-store';
export * from './create-file-store';
