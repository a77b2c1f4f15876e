import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { FILE_STORE, fileKey, type FileStore } from '@voc/file-storage';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { storageUnavailable } from '../../common/errors/storage-unavailable';

/** What multer leaves for the received hotsheet (written to the incoming folder). */
export interface ReceivedImportFile {
  fieldname: string;
  originalname: string;
  path: string;
  size: number;
}

/**
 * Hotsheet files: received into this api's incoming folder, kept under a random name in the file
 * store's `imports/` once checked (the shared folder or the bucket), where the worker reads them.
 */
@Injectable()
export class ImportFiles implements OnModuleInit {
  readonly incomingDir: string;
  private readonly logger = new Logger(ImportFiles.name);

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {
    this.incomingDir = path.resolve(config.storageDir, 'incoming');
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.incomingDir, { recursive: true });
  }

  /** Moves a checked file into the store; answers its stored name. A store that fails answers 503 and keeps nothing. */
  async keep(file: ReceivedImportFile): Promise<string> {
    const storedName = `${randomBytes(16).toString('hex')}.xlsx`;
    try {
      await this.store.putFile(fileKey('imports', storedName), file.path);
    } catch (error) {
      await this.discard(file);
      throw storageUnavailable(error);
    }
    return storedName;
  }

  async discard(file: ReceivedImportFile | undefined): Promise<void> {
    if (file) await rm(file.path, { force: true });
  }

  /** Removes a kept file whose import did not start; never throws (another error is on its way out). */
  async remove(storedName: string): Promise<void> {
    await this.store.remove(fileKey('imports', storedName)).catch((error: unknown) => this.logger.warn({ err: error, storedName }, 'an unused hotsheet was not removed'));
  }
}
