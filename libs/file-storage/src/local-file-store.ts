import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkFileKey } from './file-key';
import { FileMissingError, FileStoreError } from './file-store-errors';
import type { FileStore, LocalCopy, StoredObject } from './file-store';

const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isMissing = (error: unknown) => MISSING_CODES.has(String((error as NodeJS.ErrnoException)?.code));

/**
 * The store as a folder (STORAGE_DIR): `files/`, `imports/` and `exports/` under it, as always.
 * Shared by several machines only through shared storage (NFS, EFS, Filestore). A put writes a
 * part file beside its target and renames it when complete.
 */
export class LocalFileStore implements FileStore {
  readonly root: string;
  readonly description: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.description = `folder ${this.root}`;
  }

  pathOf(key: string): string {
    checkFileKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    const part = `${target}.${randomBytes(4).toString('hex')}.part`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(body, createWriteStream(part));
      await rename(part, target);
    } catch (error) {
      body.destroy();
      await rm(part, { force: true }).catch(() => undefined);
      throw new FileStoreError(this.description, 'put', key, error);
    }
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(localPath, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        // Another file system (STORAGE_DIR on a mount, the file received elsewhere): copy, then remove.
        await this.put(key, createReadStream(localPath));
        await rm(localPath, { force: true });
      });
    } catch (error) {
      if (error instanceof FileStoreError) throw error;
      throw new FileStoreError(this.description, 'put', key, error);
    }
  }

  async get(key: string): Promise<StoredObject> {
    const file = this.pathOf(key);
    const handle = await open(file, 'r').catch((error: unknown) => {
      if (isMissing(error)) throw new FileMissingError(key, { cause: error });
      throw new FileStoreError(this.description, 'get', key, error);
    });
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new FileMissingError(key);
      return { body: handle.createReadStream(), size: info.size };
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const file = this.pathOf(key);
    await access(file, constants.R_OK).catch((error: unknown) => {
      if (isMissing(error)) throw new FileMissingError(key, { cause: error });
      throw new FileStoreError(this.description, 'read', key, error);
    });
    return { path: file, release: async () => undefined };
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw new FileStoreError(this.description, 'stat', key, error);
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true }).catch((error: unknown) => {
      throw new FileStoreError(this.description, 'remove', key, error);
    });
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (error) {
      throw new FileStoreError(this.description, 'check', null, error);
    }
  }
}
