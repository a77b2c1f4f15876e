import { ConfigError } from '@voc/config';
import { describeFileStorage, readFileStorageConfig } from '../file-storage-config';

const S3 = { STORAGE_BACKEND: 's3', S3_BUCKET: 'voc-files' };

const failure = (env: Record<string, string>): ConfigError => {
  try {
    readFileStorageConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('no ConfigError');
};

describe('readFileStorageConfig', () => {
  it('keeps the files in STORAGE_DIR by default, as before', () => {
    expect(readFileStorageConfig({})).toEqual({ backend: 'local', dir: '.storage' });
    expect(readFileStorageConfig({ STORAGE_DIR: '/data/storage', S3_BUCKET: 'ignored' })).toEqual({ backend: 'local', dir: '/data/storage' });
    expect(readFileStorageConfig({ STORAGE_BACKEND: 'local' })).toEqual({ backend: 'local', dir: '.storage' });
  });

  it('reads an S3-compatible bucket with its defaults: us-east-1, AWS endpoints, virtual-host style, no prefix, the SDK credential chain', () => {
    expect(readFileStorageConfig(S3)).toEqual({ backend: 's3', bucket: 'voc-files', region: 'us-east-1', endpoint: null, forcePathStyle: false, keyPrefix: '', credentials: null, maxAttempts: 3 });
  });

  it('reads every S3 setting', () => {
    expect(
      readFileStorageConfig({
        ...S3,
        S3_REGION: 'ap-southeast-1',
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_FORCE_PATH_STYLE: '1',
        S3_KEY_PREFIX: 'prod/voc/',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: ' secret with spaces ',
        S3_MAX_ATTEMPTS: '5',
      }),
    ).toEqual({
      backend: 's3',
      bucket: 'voc-files',
      region: 'ap-southeast-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      keyPrefix: 'prod/voc/',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: ' secret with spaces ' },
      maxAttempts: 5,
    });
  });

  it.each([
    [{ STORAGE_BACKEND: 'gcs' }, 'STORAGE_BACKEND'],
    [{ STORAGE_BACKEND: 's3' }, 'S3_BUCKET'],
    [{ ...S3, S3_BUCKET: 'Voc_Files' }, 'S3_BUCKET'],
    [{ ...S3, S3_BUCKET: 'ab' }, 'S3_BUCKET'],
    [{ ...S3, S3_BUCKET: 'voc..files' }, 'S3_BUCKET'],
    [{ ...S3, S3_REGION: 'Asia Pacific' }, 'S3_REGION'],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ ...S3, S3_ENDPOINT: 'ftp://minio:9000' }, 'S3_ENDPOINT'],
    [{ ...S3, S3_ENDPOINT: 'http://minio:9000/voc-files' }, 'S3_ENDPOINT'],
    [{ ...S3, S3_ENDPOINT: 'http://minio:9000/?x=1' }, 'S3_ENDPOINT'],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ ...S3, S3_KEY_PREFIX: '/abs' }, 'S3_KEY_PREFIX'],
    [{ ...S3, S3_KEY_PREFIX: 'a/../b' }, 'S3_KEY_PREFIX'],
    [{ ...S3, S3_KEY_PREFIX: 'a//b' }, 'S3_KEY_PREFIX'],
    [{ ...S3, S3_KEY_PREFIX: 'a b' }, 'S3_KEY_PREFIX'],
    [{ ...S3, S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, 'S3_SECRET_ACCESS_KEY'],
    [{ ...S3, S3_SECRET_ACCESS_KEY: 'hunter2-very-secret' }, 'S3_ACCESS_KEY_ID'],
    [{ ...S3, S3_MAX_ATTEMPTS: '0' }, 'S3_MAX_ATTEMPTS'],
  ])('stops the start on %j naming %s', (env, variable) => {
    const error = failure(env as Record<string, string>);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });

  it('never puts a secret in an error or in the start-up description', () => {
    const secret = 'hunter2-very-secret';
    expect(failure({ ...S3, S3_SECRET_ACCESS_KEY: secret }).message).not.toContain(secret);
    expect(failure({ ...S3, S3_ENDPOINT: `http://key:${secret}@minio:9000` }).message).not.toContain(secret);
    const config = readFileStorageConfig({ ...S3, S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: secret });
    expect(JSON.stringify(describeFileStorage(config))).not.toContain(secret);
    expect(describeFileStorage(config)).toMatchObject({ backend: 's3', bucket: 'voc-files', credentials: 'S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY' });
  });
});
