import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createFileStore, describeFileStorage, FILE_STORE, S3FileStore, type FileStore } from '@voc/file-storage';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/**
 * The api's file store (STORAGE_BACKEND: the STORAGE_DIR folder or an S3-compatible bucket) for
 * uploads, hotsheets and export downloads. At start it says where the files are and checks the
 * store answers; a store that does not is logged with its cause (file requests then answer 503)
 * but does not stop the api, whose other work needs no files.
 */
@Global()
@Module({
  providers: [{ provide: FILE_STORE, inject: [API_CONFIG], useFactory: (config: ApiConfig) => createFileStore(config.fileStorage) }],
  exports: [FILE_STORE],
})
export class FileStorageModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('FileStorage');

  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.logger.log({ storage: describeFileStorage(this.config.fileStorage) }, `files are kept in ${this.store.description}`);
    await this.store.check().catch((error: unknown) => this.logger.error({ err: error }, 'the file store does not answer'));
  }

  onApplicationShutdown(): void {
    if (this.store instanceof S3FileStore) this.store.destroy();
  }
}
