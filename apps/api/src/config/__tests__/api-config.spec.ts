import { ConfigError } from '@voc/config';
import { DEFAULT_PDCA_TARGETS } from '@voc/domain';
import { defaultChromiumPath, readApiConfig } from '../api-config';

const GOOD = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/voc',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(32),
};

describe('readApiConfig', () => {
  it('reads a good environment with defaults', () => {
    expect(readApiConfig(GOOD)).toMatchObject({
      databaseUrl: GOOD.DATABASE_URL,
      redisUrl: GOOD.REDIS_URL,
      port: 3000,
      host: '127.0.0.1',
      jwtExpiresInSeconds: 28800,
      authCacheMs: 1000,
      logLevel: 'info',
      logFormat: 'json',
      redisPrefix: 'voc',
      signInLimits: { accountLimit: 10, addressLimit: 300, windowSeconds: 900, lockSeconds: 60, maxLockSeconds: 3600 },
      reportingDatabaseUrl: null,
    });
  });

  it('reads the PDCA targets: the domain defaults, or PDCA_TARGETS over them; anything else stops the start naming it', () => {
    expect(readApiConfig(GOOD).pdcaTargets).toEqual(DEFAULT_PDCA_TARGETS);
    expect(readApiConfig({ ...GOOD, PDCA_TARGETS: '{"nps": 20}' }).pdcaTargets).toEqual({ ...DEFAULT_PDCA_TARGETS, nps: 20 });
    for (const bad of ['{"nps": "20"}', '{"kpi9": 1}', '[]', 'nps=20']) {
      expect(() => readApiConfig({ ...GOOD, PDCA_TARGETS: bad })).toThrow(ConfigError);
      expect(() => readApiConfig({ ...GOOD, PDCA_TARGETS: bad })).toThrow('PDCA_TARGETS');
    }
  });

  it('puts the reporting schema in its own database when REPORTING_DATABASE_URL is set', () => {
    expect(readApiConfig({ ...GOOD, REPORTING_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/voc_reporting' }).reportingDatabaseUrl).toBe('postgres://postgres@127.0.0.1:5432/voc_reporting');
    expect(readApiConfig({ ...GOOD, REPORTING_DATABASE_URL: ' ' }).reportingDatabaseUrl).toBeNull();
  });

  it.each([
    [{ DATABASE_URL: undefined }, 'Configuration error: DATABASE_URL is required but not set'],
    [{ DATABASE_URL: '  ' }, 'Configuration error: DATABASE_URL is required but not set'],
    [{ DATABASE_URL: 'nonsense' }, 'Configuration error: DATABASE_URL is not a valid URL (expected postgres or postgresql://...)'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'Configuration error: DATABASE_URL must use postgres or postgresql://, got mysql://'],
    [{ REPORTING_DATABASE_URL: 'nonsense' }, 'Configuration error: REPORTING_DATABASE_URL is not a valid URL (expected postgres or postgresql://...)'],
    [{ REPORTING_DATABASE_URL: 'redis://x' }, 'Configuration error: REPORTING_DATABASE_URL must use postgres or postgresql://, got redis://'],
    [{ REDIS_URL: undefined }, 'Configuration error: REDIS_URL is required but not set'],
    [{ REDIS_URL: 'http://localhost' }, 'Configuration error: REDIS_URL must use redis or rediss://, got http://'],
    [{ JWT_SECRET: undefined }, 'Configuration error: JWT_SECRET is required but not set'],
    [{ JWT_SECRET: 'short' }, 'Configuration error: JWT_SECRET must be at least 32 characters long'],
    [{ PORT: 'eighty' }, 'Configuration error: PORT must be a whole number, got "eighty"'],
    [{ PORT: '70000' }, 'Configuration error: PORT must be between 1 and 65535, got 70000'],
    [{ LOG_LEVEL: 'loud' }, 'Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ REDIS_PREFIX: 'has space' }, 'Configuration error: REDIS_PREFIX may hold only letters, digits, _ and - (at most 40)'],
    [{ JWT_EXPIRES_IN_SECONDS: '5' }, 'Configuration error: JWT_EXPIRES_IN_SECONDS must be between 60 and 2592000, got 5'],
    [{ AUTH_CACHE_MS: '60000' }, 'Configuration error: AUTH_CACHE_MS must be between 0 and 10000, got 60000'],
    [{ AUTH_CACHE_MS: 'soon' }, 'Configuration error: AUTH_CACHE_MS must be a whole number, got "soon"'],
    [{ SIGNIN_RATE_LIMIT: '0' }, 'Configuration error: SIGNIN_RATE_LIMIT must be between 1 and 10000, got 0'],
    [{ SIGNIN_IP_RATE_LIMIT: 'many' }, 'Configuration error: SIGNIN_IP_RATE_LIMIT must be a whole number, got "many"'],
    [{ SIGNIN_LOCK_SECONDS: '-1' }, 'Configuration error: SIGNIN_LOCK_SECONDS must be between 1 and 86400, got -1'],
    [{ SIGNIN_LOCK_SECONDS: '600', SIGNIN_LOCK_MAX_SECONDS: '300' }, 'Configuration error: SIGNIN_LOCK_MAX_SECONDS must be at least SIGNIN_LOCK_SECONDS (600), got 300'],
    [{ CHROMIUM_PATH: 'chromium' }, 'Configuration error: CHROMIUM_PATH must be an absolute path, got "chromium"'],
    [{ BRIEF_CLOSE_CHECK_MS: 'hourly' }, 'Configuration error: BRIEF_CLOSE_CHECK_MS must be a whole number, got "hourly"'],
    [{ SCHEDULED_REPORT_FILE_RETENTION_DAYS: '0' }, 'Configuration error: SCHEDULED_REPORT_FILE_RETENTION_DAYS must be between 1 and 3650, got 0'],
    [{ SCHEDULED_REPORT_FILE_RETENTION_DAYS: 'forever' }, 'Configuration error: SCHEDULED_REPORT_FILE_RETENTION_DAYS must be a whole number, got "forever"'],
  ])('stops on %o with one line naming the variable', (change, message) => {
    const read = () => readApiConfig({ ...GOOD, ...change });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(message);
    expect(message).not.toContain('\n');
  });

  it("keeps a scheduled mail's spreadsheet 35 days after the mail by default, or SCHEDULED_REPORT_FILE_RETENTION_DAYS", () => {
    expect(readApiConfig(GOOD).scheduledReportFileRetentionDays).toBe(35);
    expect(readApiConfig({ ...GOOD, SCHEDULED_REPORT_FILE_RETENTION_DAYS: '90' }).scheduledReportFileRetentionDays).toBe(90);
  });

  it('prints the monthly briefs with the default chromium and looks for a closed month every 10 minutes', () => {
    expect(readApiConfig(GOOD)).toMatchObject({ chromiumPath: defaultChromiumPath(), briefCloseCheckMs: 600_000 });
    expect(readApiConfig({ ...GOOD, CHROMIUM_PATH: '/opt/chrome/chrome', BRIEF_CLOSE_CHECK_MS: '0' })).toMatchObject({ chromiumPath: '/opt/chrome/chrome', briefCloseCheckMs: 0 });
  });

  it.each([
    [['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'], '/usr/bin/chromium-headless-shell'],
    [['/usr/bin/chromium'], '/usr/bin/chromium'],
    [[], '/usr/bin/chromium'],
  ])('with CHROMIUM_PATH unset and %o installed, prints with %s', (installed, expected) => {
    expect(defaultChromiumPath((path) => installed.includes(path))).toBe(expected);
  });

  it('keeps files in STORAGE_DIR by default, in an S3-compatible bucket with STORAGE_BACKEND=s3, and stops naming a bad S3 variable', () => {
    expect(readApiConfig(GOOD)).toMatchObject({ storageDir: '.storage', fileStorage: { backend: 'local', dir: '.storage' } });
    expect(readApiConfig({ ...GOOD, STORAGE_BACKEND: 's3', S3_BUCKET: 'voc-files', S3_KEY_PREFIX: 'prod' }).fileStorage).toMatchObject({ backend: 's3', bucket: 'voc-files', keyPrefix: 'prod/' });
    expect(() => readApiConfig({ ...GOOD, STORAGE_BACKEND: 's3' })).toThrow(ConfigError);
    expect(() => readApiConfig({ ...GOOD, STORAGE_BACKEND: 's3' })).toThrow('S3_BUCKET');
    expect(() => readApiConfig({ ...GOOD, STORAGE_BACKEND: 's3', S3_BUCKET: 'voc-files', S3_ENDPOINT: 'not a url' })).toThrow('S3_ENDPOINT');
  });
});
