import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkFileKey } from './file-key';
import { FileMissingError, FileStoreError } from './file-store-errors';
import type { FileStore, LocalCopy, StoredObject } from './file-store';
import type { S3StorageConfig } from './file-storage-config';

/** Multipart part size: memory held by one upload is at most PART_SIZE × PART_QUEUE. */
const PART_SIZE = 8 * 1024 * 1024;
const PART_QUEUE = 2;
const MISSING = new Set(['NoSuchKey', 'NotFound']);

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const isMissingObject = (error: unknown) => MISSING.has((error as Error)?.name) || (statusOf(error) === 404 && (error as Error)?.name !== 'NoSuchBucket');

/**
 * The store as an S3-compatible bucket (AWS S3, MinIO, GCS interoperability, …): one object a
 * file under the key prefix. Puts stream through a multipart upload (at most two parts in memory)
 * that is aborted when the body fails, so a half file is never visible; reads stream the object.
 */
export class S3FileStore implements FileStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.description = `s3://${config.bucket}/${config.keyPrefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials ?? undefined,
      // Checksums only where S3 requires them: S3-compatible stores (older MinIO, GCS
      // interoperability) do not all take the trailing checksums newer SDKs send by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: config.maxAttempts,
    });
  }

  private objectKey(key: string): string {
    checkFileKey(key);
    return `${this.config.keyPrefix}${key}`;
  }

  private failure(operation: string, key: string | null, error: unknown): FileStoreError {
    return new FileStoreError(this.description, operation, key, error);
  }

  async put(key: string, body: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: this.objectKey(key), Body: body },
      partSize: PART_SIZE,
      queueSize: PART_QUEUE,
      leavePartsOnError: false,
    });
    // A body that fails part-way makes the upload fail; the multipart upload is then aborted.
    const failed = new Promise<never>((_, reject) => body.once('error', reject));
    failed.catch(() => undefined);
    try {
      await Promise.race([upload.done(), failed]);
    } catch (error) {
      await upload.abort().catch(() => undefined);
      body.destroy();
      throw this.failure('put', key, error);
    }
  }

  async putFile(key: string, localPath: string): Promise<void> {
    await this.put(key, createReadStream(localPath));
    await rm(localPath, { force: true });
  }

  async get(key: string): Promise<StoredObject> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissingObject(error)) throw new FileMissingError(key, { cause: error });
      throw this.failure('get', key, error);
    }
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const { body } = await this.get(key);
    const dir = await mkdtemp(path.join(tmpdir(), 'voc-file-copy-'));
    const release = () => rm(dir, { recursive: true, force: true });
    const file = path.join(dir, path.basename(key));
    try {
      await pipeline(body, createWriteStream(file));
    } catch (error) {
      await release();
      throw this.failure('read', key, error);
    }
    return { path: file, release };
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw this.failure('stat', key, error);
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (isMissingObject(error)) return;
      throw this.failure('remove', key, error);
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      throw this.failure('check bucket', null, error);
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
