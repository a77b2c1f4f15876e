import { accessSync, constants } from 'node:fs';
import { HOTSHEET_LIMITS, MONTH_CLOSE_DAY_DEFAULT, MONTH_CLOSE_DAY_MAX, MONTH_CLOSE_DAY_MIN, parsePdcaTargets, type PdcaTargets } from '@voc/domain';
import { readFileStorageConfig, type FileStorageConfig } from '@voc/file-storage';
import { readSubscriptionMailConfig, type SubscriptionMailConfig } from '@voc/notifications';
import type { SignInLimitRule } from './sign-in-limit-rule';
import { readSignInLimits } from './sign-in-limits-config';
import {
  ConfigError,
  integer,
  oneOf,
  optionalString,
  readInfrastructureConfig,
  secret,
  type Env,
  type InfrastructureConfig,
} from '@voc/config';

export interface ApiConfig extends InfrastructureConfig {
  port: number;
  /** Address to listen on: loopback by default, 0.0.0.0 in a container. */
  host: string;
  jwtSecret: string;
  /** Token lifetime in seconds. */
  jwtExpiresInSeconds: number;
  /**
   * AUTH_CACHE_MS: how long the token guard may answer from an account row it read (0: every
   * request reads it). The bound on how late a change made through another api process (a
   * deactivation, a new role, a closed branch) reaches this one; this process's own changes are
   * seen at once (AccountCache).
   */
  authCacheMs: number;
  /** STORAGE_DIR: the kept files with the local backend; with any backend, uploads being received (incoming/). */
  storageDir: string;
  /** Where uploads, hotsheets and exports are kept (STORAGE_BACKEND, S3_*). */
  fileStorage: FileStorageConfig;
  /** The sign-in limits (SIGNIN_* variables): per account at an address with a growing lock, and per address. */
  signInLimits: SignInLimitRule;
  /** How many proxy hops to trust for the client address (X-Forwarded-For). */
  trustProxyHops: number;
  /** Exports of more tickets than this are written by a background job instead of in the request. */
  exportStreamMaxRows: number;
  /** Data rows a hotsheet upload may hold (at most the product limit, HOTSHEET_LIMITS.maxRows). */
  importMaxRows: number;
  /**
   * Whether a legacy passport-only dealer account may sign in with a blank password (SPEC.md §3's
   * preset single space). Off unless a deployment that still has such accounts turns it on.
   */
  legacyBlankPasswordSignIn: boolean;
  /** The targets that make a month owe a PDCA plan (PDCA_TARGETS overrides the defaults of libs/domain). */
  pdcaTargets: PdcaTargets;
  /**
   * The bearer token the SMS gateway's delivery receipts must carry (SMS_RECEIPT_TOKEN, at least 24
   * characters); null: no receipt is accepted (401), SMS stay "sent".
   */
  smsReceiptToken: string | null;
  /** UNSUBSCRIBE_SECRET and PUBLIC_URL: the one-click unsubscribe links of subscription mails (issue 33) are verified with it. */
  subscriptionMail: SubscriptionMailConfig;
  /**
   * CHROMIUM_PATH: the headless chromium the monthly briefs are printed to PDF with (issue 33);
   * an absolute path, checked at start (api startup logs when it cannot be run). Unset: Debian's
   * chromium-headless-shell when installed (the old headless shell, made for printing: its
   * processes hold about 190 MB less than the full browser's while the briefs of a month are
   * written, bench:brief), else Debian's chromium.
   */
  chromiumPath: string;
  /**
   * BRIEF_CLOSE_CHECK_MS: how often the api looks for a closed month whose briefs are not written
   * yet (0: never; the briefs are then written on their first download).
   */
  briefCloseCheckMs: number;
  /**
   * SCHEDULED_REPORT_CHECK_MS: how often the api looks for saved views' scheduled spreadsheets that
   * are owed (weekly Monday 08:00 Bangkok, monthly after the close) and writes them (0: never).
   */
  scheduledReportCheckMs: number;
  /**
   * SCHEDULED_REPORT_FILE_RETENTION_DAYS: how long a scheduled mail's spreadsheet
   * (scheduled_report_files) is kept after its mail was sent or failed for good; the scheduled
   * report check deletes older ones (1 to 3650 days, default 35: a month's mail and a week to ask
   * about it).
   */
  scheduledReportFileRetentionDays: number;
  /** MONTH_CLOSE_DAY: the day of the next month a month closes after (the worker's month-end freeze). */
  monthCloseDay: number;
}

function pdcaTargetsOf(env: Env): PdcaTargets {
  try {
    return parsePdcaTargets(env['PDCA_TARGETS']);
  } catch (error) {
    throw new ConfigError('PDCA_TARGETS', (error as Error).message);
  }
}

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's chromium-headless-shell when it can be run, else Debian's chromium (CHROMIUM_PATH unset). */
export function defaultChromiumPath(canRun: (path: string) => boolean = executable): string {
  return canRun(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH;
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function absolutePath(env: Env, name: string, fallback: string): string {
  const value = optionalString(env, name, fallback);
  if (!value.startsWith('/') || value.includes('\0')) throw new ConfigError(name, `must be an absolute path, got "${value}"`);
  return value;
}

export const API_CONFIG = Symbol('API_CONFIG');

/** Reads and checks the api's environment; throws a ConfigError naming the first bad variable. */
export function readApiConfig(env: Env): ApiConfig {
  return {
    ...readInfrastructureConfig(env),
    port: integer(env, 'PORT', 3000, 1, 65535),
    host: optionalString(env, 'HOST', '127.0.0.1'),
    jwtSecret: secret(env, 'JWT_SECRET', 32),
    jwtExpiresInSeconds: integer(env, 'JWT_EXPIRES_IN_SECONDS', 8 * 3600, 60, 30 * 24 * 3600),
    authCacheMs: integer(env, 'AUTH_CACHE_MS', 1000, 0, 10_000),
    storageDir: optionalString(env, 'STORAGE_DIR', '.storage'),
    fileStorage: readFileStorageConfig(env),
    signInLimits: readSignInLimits(env),
    trustProxyHops: integer(env, 'TRUST_PROXY_HOPS', 0, 0, 10),
    exportStreamMaxRows: integer(env, 'EXPORT_STREAM_MAX_ROWS', 50_000, 1, 10_000_000),
    importMaxRows: integer(env, 'IMPORT_MAX_ROWS', HOTSHEET_LIMITS.maxRows, 1, HOTSHEET_LIMITS.maxRows),
    legacyBlankPasswordSignIn: oneOf(env, 'LEGACY_BLANK_PASSWORD_SIGNIN', ['0', '1'], '0') === '1',
    pdcaTargets: pdcaTargetsOf(env),
    smsReceiptToken: optionalString(env, 'SMS_RECEIPT_TOKEN', '') === '' ? null : secret(env, 'SMS_RECEIPT_TOKEN', 24),
    subscriptionMail: readSubscriptionMailConfig(env),
    chromiumPath: absolutePath(env, 'CHROMIUM_PATH', defaultChromiumPath()),
    briefCloseCheckMs: integer(env, 'BRIEF_CLOSE_CHECK_MS', 10 * 60_000, 0, 24 * 3600_000),
    scheduledReportCheckMs: integer(env, 'SCHEDULED_REPORT_CHECK_MS', 5 * 60_000, 0, 24 * 3600_000),
    scheduledReportFileRetentionDays: integer(env, 'SCHEDULED_REPORT_FILE_RETENTION_DAYS', 35, 1, 3650),
    monthCloseDay: integer(env, 'MONTH_CLOSE_DAY', MONTH_CLOSE_DAY_DEFAULT, MONTH_CLOSE_DAY_MIN, MONTH_CLOSE_DAY_MAX),
  };
}
