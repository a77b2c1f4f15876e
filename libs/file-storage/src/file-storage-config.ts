import { ConfigError, integer, oneOf, optionalString, url, type Env } from '@voc/config';

export const STORAGE_BACKENDS = ['local', 's3'] as const;

/** The local (or shared) folder STORAGE_DIR. */
export interface LocalStorageConfig {
  backend: 'local';
  dir: string;
}

/** An S3-compatible bucket (S3_*). */
export interface S3StorageConfig {
  backend: 's3';
  bucket: string;
  region: string;
  /** null: AWS S3 itself (the region's endpoint). */
  endpoint: string | null;
  /** Bucket in the path (MinIO and most S3-compatible servers) instead of the host name. */
  forcePathStyle: boolean;
  /** Prepended to every key: '' or ending with '/'. */
  keyPrefix: string;
  /** null: the SDK's own chain (AWS_* variables, web identity, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Attempts per request (the SDK retries throttling, 5xx and network errors with backoff). */
  maxAttempts: number;
}

export type FileStorageConfig = LocalStorageConfig | S3StorageConfig;

// S3's bucket naming rules (3-63 characters, lower case, digits, dots and hyphens, letter or digit at both ends).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;
const PREFIX = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/**
 * Reads STORAGE_BACKEND (local, the default, or s3) and, for s3, S3_BUCKET, S3_REGION,
 * S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_KEY_PREFIX, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and
 * S3_MAX_ATTEMPTS. A bad value throws a ConfigError naming the variable; a secret's value never
 * appears in a message.
 */
export function readFileStorageConfig(env: Env): FileStorageConfig {
  const backend = oneOf(env, 'STORAGE_BACKEND', STORAGE_BACKENDS, 'local');
  if (backend === 'local') return { backend, dir: optionalString(env, 'STORAGE_DIR', '.storage') };

  const bucket = optionalString(env, 'S3_BUCKET', '');
  if (bucket === '') throw new ConfigError('S3_BUCKET', 'is required when STORAGE_BACKEND is s3');
  if (!BUCKET.test(bucket) || bucket.includes('..')) throw new ConfigError('S3_BUCKET', `is not a valid bucket name (3-63 lower-case letters, digits, dots and hyphens), got "${bucket}"`);
  const region = optionalString(env, 'S3_REGION', 'us-east-1');
  if (!REGION.test(region)) throw new ConfigError('S3_REGION', `must be a region name such as ap-southeast-1, got "${region}"`);
  const endpoint = endpointOf(env);
  const forcePathStyle = oneOf(env, 'S3_FORCE_PATH_STYLE', ['0', '1'], '0') === '1';
  return { backend, bucket, region, endpoint, forcePathStyle, keyPrefix: keyPrefixOf(env), credentials: credentialsOf(env), maxAttempts: integer(env, 'S3_MAX_ATTEMPTS', 3, 1, 10) };
}

function endpointOf(env: Env): string | null {
  if (optionalString(env, 'S3_ENDPOINT', '') === '') return null;
  const parsed = new URL(url(env, 'S3_ENDPOINT', ['http', 'https']));
  if (parsed.username !== '' || parsed.password !== '') {
    throw new ConfigError('S3_ENDPOINT', 'must not contain credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead');
  }
  if (parsed.search !== '' || parsed.hash !== '' || parsed.pathname !== '/') {
    throw new ConfigError('S3_ENDPOINT', 'must be the server address only (scheme, host, port), without a path, query or fragment');
  }
  return parsed.origin;
}

function keyPrefixOf(env: Env): string {
  const raw = optionalString(env, 'S3_KEY_PREFIX', '');
  if (raw === '') return '';
  const prefix = raw.replace(/\/+$/, '');
  if (!PREFIX.test(prefix) || prefix.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new ConfigError('S3_KEY_PREFIX', `must be path segments of letters, digits, ".", "_" and "-" separated by "/", got "${raw}"`);
  }
  return `${prefix}/`;
}

function credentialsOf(env: Env): S3StorageConfig['credentials'] {
  const accessKeyId = optionalString(env, 'S3_ACCESS_KEY_ID', '');
  // The secret is taken as written (no trimming), only required with the key id.
  const secretAccessKey = env['S3_SECRET_ACCESS_KEY'] ?? '';
  if (accessKeyId === '' && secretAccessKey === '') return null;
  if (accessKeyId === '') throw new ConfigError('S3_ACCESS_KEY_ID', 'is required when S3_SECRET_ACCESS_KEY is set');
  if (secretAccessKey === '') throw new ConfigError('S3_SECRET_ACCESS_KEY', 'is required when S3_ACCESS_KEY_ID is set');
  return { accessKeyId, secretAccessKey };
}

/** The settings without secrets, for a start-up log line. */
export function describeFileStorage(config: FileStorageConfig): Record<string, unknown> {
  if (config.backend === 'local') return { backend: 'local', dir: config.dir };
  const { credentials, ...rest } = config;
  return { ...rest, credentials: credentials ? 'S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY' : 'SDK default chain' };
}
