import { ConfigError } from '@voc/config';
import { readWorkerConfig } from '../worker-config';

const GOOD = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/voc',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('readWorkerConfig', () => {
  it('reads a good environment with defaults', () => {
    expect(readWorkerConfig(GOOD)).toMatchObject({
      databaseUrl: GOOD.DATABASE_URL,
      reportingDatabaseUrl: null,
      kpiClock: 'calendar',
      heartbeatEverySeconds: 5,
      relayIntervalMs: 100,
      relayWakeGapMs: 100,
      deadlineSweepEveryMs: 60_000,
      surveyTicketMaxAgeDays: 14,
      projectionPartitions: 1,
      projectionSliceMs: 250,
      projectionConcurrency: 2,
    });
    expect(readWorkerConfig({ ...GOOD, SURVEY_TICKET_MAX_AGE_DAYS: '60' }).surveyTicketMaxAgeDays).toBe(60);
    expect(readWorkerConfig({ ...GOOD, PROJECTION_PARTITIONS: '4' }).projectionPartitions).toBe(4);
    expect(readWorkerConfig({ ...GOOD, PROJECTION_SLICE_MS: '0', PROJECTION_CONCURRENCY: '1' })).toMatchObject({ projectionSliceMs: 0, projectionConcurrency: 1 });
  });

  it('takes the relay and sweep timings from the environment', () => {
    expect(readWorkerConfig({ ...GOOD, RELAY_INTERVAL_MS: '250', RELAY_WAKE_GAP_MS: '0', DEADLINE_SWEEP_EVERY_MS: '3600000', KPI_CLOCK: 'working_hours' })).toMatchObject({
      relayIntervalMs: 250,
      relayWakeGapMs: 0,
      deadlineSweepEveryMs: 3_600_000,
      kpiClock: 'working_hours',
    });
  });

  it.each([
    [{ RELAY_INTERVAL_MS: 'fast' }, 'Configuration error: RELAY_INTERVAL_MS must be a whole number, got "fast"'],
    [{ RELAY_INTERVAL_MS: '0' }, 'Configuration error: RELAY_INTERVAL_MS must be between 5 and 600000, got 0'],
    [{ RELAY_WAKE_GAP_MS: '-1' }, 'Configuration error: RELAY_WAKE_GAP_MS must be between 0 and 10000, got -1'],
    [{ DEADLINE_SWEEP_EVERY_MS: '10' }, 'Configuration error: DEADLINE_SWEEP_EVERY_MS must be between 1000 and 86400000, got 10'],
    [{ SURVEY_TICKET_MAX_AGE_DAYS: '0' }, 'Configuration error: SURVEY_TICKET_MAX_AGE_DAYS must be between 1 and 3650, got 0'],
    [{ PROJECTION_PARTITIONS: '3' }, 'Configuration error: PROJECTION_PARTITIONS must be one of 1, 2, 4, 8, 16, got "3"'],
    [{ PROJECTION_PARTITIONS: '32' }, 'Configuration error: PROJECTION_PARTITIONS must be one of 1, 2, 4, 8, 16, got "32"'],
    [{ PROJECTION_SLICE_MS: '-5' }, 'Configuration error: PROJECTION_SLICE_MS must be between 0 and 60000, got -5'],
    [{ PROJECTION_SLICE_MS: 'short' }, 'Configuration error: PROJECTION_SLICE_MS must be a whole number, got "short"'],
    [{ PROJECTION_CONCURRENCY: '0' }, 'Configuration error: PROJECTION_CONCURRENCY must be between 1 and 8, got 0'],
    [{ PROJECTION_CONCURRENCY: '16' }, 'Configuration error: PROJECTION_CONCURRENCY must be between 1 and 8, got 16'],
    [{ KPI_CLOCK: 'lunar' }, 'Configuration error: KPI_CLOCK must be one of calendar, working_hours, got "lunar"'],
    [{ REPORTING_DATABASE_URL: 'mysql://x@y/z' }, 'Configuration error: REPORTING_DATABASE_URL must use postgres or postgresql://, got mysql://'],
  ])('stops on %o with one line naming the variable', (change, message) => {
    const read = () => readWorkerConfig({ ...GOOD, ...change });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(message);
  });

  it('keeps files in STORAGE_DIR by default, in an S3-compatible bucket with STORAGE_BACKEND=s3, and stops naming a bad S3 variable', () => {
    expect(readWorkerConfig({ ...GOOD, STORAGE_DIR: '/data/storage' }).fileStorage).toEqual({ backend: 'local', dir: '/data/storage' });
    expect(readWorkerConfig({ ...GOOD, STORAGE_BACKEND: 's3', S3_BUCKET: 'voc-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1' }).fileStorage).toMatchObject({ backend: 's3', bucket: 'voc-files', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    expect(() => readWorkerConfig({ ...GOOD, STORAGE_BACKEND: 's3' })).toThrow(ConfigError);
    expect(() => readWorkerConfig({ ...GOOD, STORAGE_BACKEND: 's3' })).toThrow('S3_BUCKET');
    expect(() => readWorkerConfig({ ...GOOD, STORAGE_BACKEND: 's3', S3_BUCKET: 'voc-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow('S3_SECRET_ACCESS_KEY');
  });
});
