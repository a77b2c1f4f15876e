import type { Readable } from 'node:stream';

/** A stored file's content, opened for reading. */
export interface StoredObject {
  body: Readable;
  /** Bytes, for Content-Length. */
  size: number;
}

/** A stored file made readable as a file on this machine, for readers that need random access. */
export interface LocalCopy {
  path: string;
  /** Removes the copy (nothing for the local folder, whose file is the original). */
  release(): Promise<void>;
}

/**
 * Where uploads, hotsheets and exports are kept, shared by every api and worker: the local (or
 * shared) folder STORAGE_DIR, or an S3-compatible bucket. Keys are `area/name` (`files/…`,
 * `imports/…`, `exports/…`), the folder layout the local backend has always used.
 *
 * A put either completes or leaves nothing under the key: a body that fails part-way never
 * becomes a readable (half) file.
 */
export interface FileStore {
  /** Where the files are, for logs and errors (never a secret). */
  readonly description: string;
  /** Stores a stream under `key`, replacing what was there; memory stays bounded. */
  put(key: string, body: Readable): Promise<void>;
  /** Stores a local file under `key` and removes the local file (the local backend renames it). */
  putFile(key: string, localPath: string): Promise<void>;
  /** Opens a stored file; throws FileMissingError when there is none. */
  get(key: string): Promise<StoredObject>;
  /** The stored file as a local file; throws FileMissingError when there is none. Release it after use. */
  localCopy(key: string): Promise<LocalCopy>;
  exists(key: string): Promise<boolean>;
  /** Removes a stored file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Checks that the store answers (folder writable, bucket reachable); throws FileStoreError with the cause. */
  check(): Promise<void>;
}

/** The injection token of the process's FileStore (api and worker). */
export const FILE_STORE = Symbol('FILE_STORE');
