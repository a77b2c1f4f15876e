import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { Writable } from 'node:stream';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A spreadsheet the api writes as it answers. */
export interface SpreadsheetDownload {
  fileName: string;
  write(out: Writable): Promise<unknown>;
}

/** Content-Disposition for a download: an ASCII fallback name and the exact name as filename*. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function setSpreadsheetHeaders(res: Response, fileName: string): void {
  res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
  res.setHeader('Content-Disposition', attachmentDisposition(fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

const logger = new Logger('SpreadsheetDownload');

/**
 * Streams the spreadsheet as the answer. A failure before the first byte leaves the answer to
 * the error filter (JSON envelope); after it, the connection is cut so the file is visibly broken
 * rather than silently short.
 */
export async function sendSpreadsheet(res: Response, download: SpreadsheetDownload): Promise<void> {
  setSpreadsheetHeaders(res, download.fileName);
  try {
    await download.write(res);
  } catch (error) {
    if (!res.headersSent) {
      for (const header of ['Content-Type', 'Content-Disposition']) res.removeHeader(header);
      throw error;
    }
    logger.error({ err: error }, 'spreadsheet download failed part-way');
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
