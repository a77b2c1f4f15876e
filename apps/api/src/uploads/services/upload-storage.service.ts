import { HttpStatus, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FieldErrorDetail } from '@voc/contracts';
import type { StoredFile } from '@voc/ticketing';
import { ApiError } from '../../common/errors/api-error';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
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
 * Ticket attachments on disk: received into an incoming folder, checked (kind by content, size,
 * count), then moved under a random name into the files folder. Files are served only through
 * the api after an access check, never from a public path.
 */
@Injectable()
export class UploadStorage implements OnModuleInit {
  readonly incomingDir: string;
  private readonly filesDir: string;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.incomingDir = path.resolve(config.storageDir, 'incoming');
    this.filesDir = path.resolve(config.storageDir, 'files');
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.incomingDir, { recursive: true });
    await mkdir(this.filesDir, { recursive: true });
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
    for (const { file, kind, mime } of checked) {
      const storedName = `${randomBytes(16).toString('hex')}${path.extname(file.originalname).toLowerCase()}`;
      await rename(file.path, path.join(this.filesDir, storedName));
      stored.push({ kind, originalname: file.originalname, storedName, mimeType: mime, size: file.size });
    }
    return stored;
  }

  /** Removes received files that will not be kept. */
  async discard(received: readonly ReceivedFile[]): Promise<void> {
    await Promise.all(received.map((f) => rm(f.path, { force: true })));
  }

  /** Removes stored files whose ticket change did not commit. */
  async remove(stored: readonly StoredFile[]): Promise<void> {
    await Promise.all(stored.map((f) => rm(path.join(this.filesDir, f.storedName), { force: true })));
  }

  /** Where a stored file lives; only names this storage made are accepted. */
  pathOf(storedName: string): string {
    if (!/^[0-9a-f]{32}\.[a-z]{3,4}$/.test(storedName)) throw new Error(`unexpected stored name ${storedName}`);
    return path.join(this.filesDir, storedName);
  }
}
