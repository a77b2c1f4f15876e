import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { describeFileStorage, FILE_STORE, S3FileStore, type FileStore } from '@voc/file-storage';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/**
 * Says at start where the files are and whether the store answers. A store that does not is
 * logged with its cause but does not stop the worker: only imports and exports need it, and their
 * jobs fail with the cause and are retried.
 */
@Injectable()
export class FileStoreCheck implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('FileStorage');

  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.logger.log({ storage: describeFileStorage(this.config.fileStorage) }, `files are kept in ${this.store.description}`);
    await this.store.check().catch((error: unknown) => this.logger.error({ err: error }, 'the file store does not answer'));
  }

  onApplicationShutdown(): void {
    if (this.store instanceof S3FileStore) this.store.destroy();
  }
}
