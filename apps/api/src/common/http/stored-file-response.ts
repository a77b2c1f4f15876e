import { HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { GENERIC_ERRORS } from '@voc/contracts';
import { ApiError } from '../errors/api-error';

const logger = new Logger('StoredFileDownload');

const GONE_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/**
 * Sends a stored file as the answer. The file is opened before any header goes out, so a file that
 * is missing on this machine (deleted, removed by retention, written on another machine's disk)
 * answers 410 with the envelope instead of an unhandled stream error taking the process down. A
 * read failure after the first byte cuts the connection (a visibly broken download, never a short
 * one) and is logged; it never escapes as an unhandled error.
 */
export async function sendStoredFile(res: Response, filePath: string, setHeaders: (size: number) => void): Promise<void> {
  const handle = await open(filePath, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code && GONE_CODES.has(error.code)) throw new ApiError(HttpStatus.GONE, 'Gone', GENERIC_ERRORS.fileGone);
    throw error;
  });
  try {
    const { size, isFile } = await handle.stat().then((s) => ({ size: s.size, isFile: s.isFile() }));
    if (!isFile) throw new ApiError(HttpStatus.GONE, 'Gone', GENERIC_ERRORS.fileGone);
    setHeaders(size);
    res.setHeader('Content-Length', String(size));
    await pipeline(handle.createReadStream({ autoClose: false }), res);
  } catch (error) {
    if (!res.headersSent) throw error;
    logger.warn({ err: error, file: filePath }, 'stored file download failed part-way');
    res.destroy();
  } finally {
    await handle.close().catch(() => undefined);
  }
}
