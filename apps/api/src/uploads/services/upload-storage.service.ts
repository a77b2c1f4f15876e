import { HttpStatus, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FieldErrorDetail } from '@voc/contracts';
import { FILE_STORE, fileKey, type FileStore } from '@voc/file-storage';
import type { StoredFile } from '@voc/ticketing';
import { ApiError } from '../../common/errors/api-error';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { storageUnavailable } from '../../common/errors/storage-unavailable';
import { FILE_FIELDS, KIND_ERRORS, mimeMatchesKind, sniffMimeType, UPLOAD_LIMITS, type FileKind } from './file-kinds';

/** What multer leaves for each received file (written to the incoming folder). */
export interface ReceivedFile {
  fieldname: string;
  originalname: string;
  path: string;
  size: number;
}

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await handle.read(buffer, 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Ticket and PDCA attachments: received into this api's incoming folder, checked (kind by
 * content, size, count), then kept under a random name in the file store's `files/` (the shared
 * folder or the bucket). Files are served only through the api after an access check, never from
 * a public path.
 */
@Injectable()
export class UploadStorage implements OnModuleInit {
  readonly incomingDir: string;
  private readonly logger = new Logger(UploadStorage.name);

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {
    this.incomingDir = path.resolve(config.storageDir, 'incoming');
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.incomingDir, { recursive: true });
  }

  /**
   * Checks every received file; on any problem removes them all and answers 400 naming each bad
   * file. `existing` counts the files the ticket already has against the limits.
   */
  async accept(received: readonly ReceivedFile[], existing: Record<FileKind, number> = { image: 0, pdf: 0 }): Promise<StoredFile[]> {
    const problems: FieldErrorDetail[] = [];
    const checked: Array<{ file: ReceivedFile; kind: FileKind; mime: string }> = [];
    for (const file of received) {
      const kind = FILE_FIELDS[file.fieldname];
      const limits = UPLOAD_LIMITS[kind];
      const mime = sniffMimeType(await headOf(file.path));
      const field = `${file.fieldname.replace('[]', '')}.${file.originalname}`;
      const extension = path.extname(file.originalname).toLowerCase();
      if (!(limits.extensions as readonly string[]).includes(extension) || !mimeMatchesKind(mime, kind)) {
        problems.push({ field, message: KIND_ERRORS[kind].type });
      } else if (file.size > limits.maxBytes) {
        problems.push({ field, message: KIND_ERRORS[kind].size, params: { max: limits.maxBytes / 1024 / 1024 } });
      } else {
        checked.push({ file, kind, mime: mime! });
      }
    }
    for (const kind of Object.keys(UPLOAD_LIMITS) as FileKind[]) {
      const count = received.filter((f) => FILE_FIELDS[f.fieldname] === kind).length + existing[kind];
      if (count > UPLOAD_LIMITS[kind].maxFiles) {
        problems.push({ field: `${kind}Files`, message: KIND_ERRORS[kind].count, params: { max: UPLOAD_LIMITS[kind].maxFiles } });
      }
    }
    if (problems.length) {
      await this.discard(received);
      throw new ApiError(HttpStatus.BAD_REQUEST, 'UploadRejected', 'errors.validation', problems);
    }
    const stored: StoredFile[] = [];
    try {
      for (const { file, kind, mime } of checked) {
        const storedName = `${randomBytes(16).toString('hex')}${path.extname(file.originalname).toLowerCase()}`;
        await this.store.putFile(this.keyOf(storedName), file.path);
        stored.push({ kind, originalname: file.originalname, storedName, mimeType: mime, size: file.size });
      }
    } catch (error) {
      // The store failed part-way: nothing of this request is kept.
      await this.discard(received);
      await this.remove(stored);
      throw storageUnavailable(error);
    }
    return stored;
  }

  /** Removes received files that will not be kept. */
  async discard(received: readonly ReceivedFile[]): Promise<void> {
    await Promise.all(received.map((f) => rm(f.path, { force: true })));
  }

  /**
   * Removes stored files whose ticket change did not commit. Never throws (it runs while another
   * error is on its way out): a file the store would not remove is logged and left, unreferenced.
   */
  async remove(stored: readonly StoredFile[]): Promise<void> {
    await Promise.all(
      stored.map((f) => this.store.remove(this.keyOf(f.storedName)).catch((error: unknown) => this.logger.warn({ err: error, storedName: f.storedName }, 'an unused upload was not removed'))),
    );
  }

  /** The store key of a stored file; only names this storage made are accepted. */
  keyOf(storedName: string): string {
    if (!/^[0-9a-f]{32}\.[a-z]{3,4}$/.test(storedName)) throw new Error(`unexpected stored name ${storedName}`);
    return fileKey('files', storedName);
  }
}
