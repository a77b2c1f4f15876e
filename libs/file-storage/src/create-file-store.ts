import type { FileStore } from './file-store';
import type { FileStorageConfig } from './file-storage-config';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

/** The process's store for its configuration (STORAGE_BACKEND). */
export function createFileStore(config: FileStorageConfig): FileStore {
  return config.backend === 's3' ? new S3FileStore(config) : new LocalFileStore(config.dir);
}
