import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The credentials the test server accepts (s3rver's own account); any other key is refused. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  bucket: string;
  /** The environment that points the api and the worker at this bucket (STORAGE_BACKEND=s3). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server in this process (the s3rver package: S3's REST protocol, SigV4
 * signatures checked, objects kept in a temporary folder), on a free port of 127.0.0.1, with one
 * bucket. Tests of the object-store backend run against it; no machine of ours reaches real S3.
 */
export async function startS3TestServer(bucket = 'voc-test-files'): Promise<S3TestServer> {
  const { default: S3rver } = await import('s3rver');
  const directory = await mkdtemp(path.join(tmpdir(), 'voc-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, resetOnClose: false, vhostBuckets: false, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped = false;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_BACKEND: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
