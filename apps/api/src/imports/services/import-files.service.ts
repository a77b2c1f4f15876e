import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';

/** What multer leaves for the received hotsheet (written to the incoming folder). */
export interface ReceivedImportFile {
  fieldname: string;
  originalname: string;
  path: string;
  size: number;
}

/**
 * Hotsheet files on disk: received into the incoming folder, kept under a random name in
 * STORAGE_DIR/imports once checked, where the worker reads them.
 */
@Injectable()
export class ImportFiles implements OnModuleInit {
  readonly incomingDir: string;
  readonly importsDir: string;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.incomingDir = path.resolve(config.storageDir, 'incoming');
    this.importsDir = path.resolve(config.storageDir, 'imports');
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.incomingDir, { recursive: true });
    await mkdir(this.importsDir, { recursive: true });
  }

  /** Moves a checked file into the imports folder; answers its stored name. */
  async keep(file: ReceivedImportFile): Promise<string> {
    const storedName = `${randomBytes(16).toString('hex')}.xlsx`;
    await rename(file.path, path.join(this.importsDir, storedName));
    return storedName;
  }

  async discard(file: ReceivedImportFile | undefined): Promise<void> {
    if (file) await rm(file.path, { force: true });
  }

  async remove(storedName: string): Promise<void> {
    await rm(path.join(this.importsDir, storedName), { force: true });
  }
}
