import { HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { GENERIC_ERRORS } from '@voc/contracts';
import { FileMissingError, type FileStore, type StoredObject } from '@voc/file-storage';
import { ApiError } from '../errors/api-error';
import { storageUnavailable } from '../errors/storage-unavailable';

const logger = new Logger('StoredFileDownload');

/**
 * Sends a stored file (from the file store: the shared folder or the bucket) as the answer. The
 * file is opened before any header goes out, so a file that is missing (deleted, removed by
 * retention, lost) answers 410 with the envelope and a store that does not answer 503, instead of
 * an unhandled stream error taking the process down. A read failure after the first byte cuts the
 * connection (a visibly broken download, never a short one) and is logged; it never escapes as an
 * unhandled error.
 */
export async function sendStoredFile(res: Response, store: FileStore, key: string, setHeaders: (size: number) => void): Promise<void> {
  let stored: StoredObject;
  try {
    stored = await store.get(key);
  } catch (error) {
    if (error instanceof FileMissingError) throw new ApiError(HttpStatus.GONE, 'Gone', GENERIC_ERRORS.fileGone, undefined, { cause: error });
    throw storageUnavailable(error);
  }
  try {
    setHeaders(stored.size);
    res.setHeader('Content-Length', String(stored.size));
    await pipeline(stored.body, res);
  } catch (error) {
    stored.body.destroy();
    if (!res.headersSent) throw error;
    logger.warn({ err: error, key }, 'stored file download failed part-way');
    res.destroy();
  }
}
