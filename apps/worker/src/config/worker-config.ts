import { KPI_CLOCKS, PROJECTION_PARTITION_COUNTS, MONTH_CLOSE_DAY_DEFAULT, MONTH_CLOSE_DAY_MAX, MONTH_CLOSE_DAY_MIN, SURVEY_TICKET_MAX_AGE_DAYS, type KpiClockKind, type ProjectionPartitionCount } from '@voc/domain';
import { integer, oneOf, readInfrastructureConfig, type Env, type InfrastructureConfig } from '@voc/config';
import { readFileStorageConfig, type FileStorageConfig } from '@voc/file-storage';
import { readSurveyServiceConfig, type SurveyServiceConfig } from '@voc/survey-service-client';
import { readNotificationConfig, type NotificationConfig } from '../notifications/notification-config';
import { readSubscriptionMailConfig, type SubscriptionMailConfig } from '@voc/notifications';

export interface WorkerConfig extends InfrastructureConfig {
  /** Seconds between heartbeats. */
  heartbeatEverySeconds: number;
  /** The api's file store (STORAGE_BACKEND: the shared STORAGE_DIR folder or an S3-compatible bucket): hotsheets are read from it, exports written to it. */
  fileStorage: FileStorageConfig;
  /** How KPI deadlines count time: calendar hours, or each dealer's working hours. */
  kpiClock: KpiClockKind;
  /** How often the relay polls the log when no notification woke it. */
  relayIntervalMs: number;
  /**
   * Ticks woken by appends come at most this often: under a steady stream of commits every
   * projection job then takes a batch of events instead of one, which costs far less CPU per event.
   * Default 100 ms (was 20): a batch's fixed cost (its transaction, the checkpoint, each roll-up
   * row it touches rewritten once) is then paid five times less often under a steady stream, at
   * the price of up to 100 ms more lag for an append that follows another within 100 ms (an append
   * after a quiet spell is still projected at once). bench:commands, 200-600 commands/s on two
   * cores: the worker's PostgreSQL time a command 2.1 -> 0.7-1.4 ms beside the api (docs/BENCHMARKS.md).
   */
  relayWakeGapMs: number;
  /** How often the live deadline states of open tickets are refreshed. */
  deadlineSweepEveryMs: number;
  /**
   * A projection transaction idle this long is ended by PostgreSQL (its worker frozen or cut off),
   * and the relay's leader connection idle three relay intervals (at least this long) likewise, so
   * another worker takes over within seconds.
   */
  projectionIdleTimeoutMs: number;
  /**
   * How often the worker compares the work PostgreSQL says is owed (imports, exports) and the
   * schedules it keeps (heartbeat, deadline sweep) with what Redis holds, and puts back what is missing.
   * 0 turns it off (tests whose workers share one database but not one Redis prefix).
   */
  owedWorkEveryMs: number;
  /** Days a finished import's hotsheet is kept (its rows and results stay in the database). */
  importFileRetentionDays: number;
  /** Days an export's file is kept for download. */
  exportFileRetentionDays: number;
  /** How often the file retention job runs. */
  fileRetentionEveryMs: number;
  /** How often the complaint-category model is retrained from the labelled tickets (issue 30). */
  voiceModelEveryMs: number;
  /** How often the alert rules are evaluated against the projections (issue 33). */
  alertsEveryMs: number;
  /** How often the survey service is synced; 0 turns the schedule off (tests run syncs themselves). */
  surveySyncEveryMs: number;
  /** Items asked for per page of the survey service (its limit is 1-5,000). */
  surveySyncPageSize: number;
  /** How old a low score may be when it is synced and still raise a ticket (libs/domain SURVEY_TICKET_MAX_AGE_DAYS). */
  surveyTicketMaxAgeDays: number;
  /** The survey service (SURVEY_SERVICE_URL/USER/PASSWORD/TIMEOUT_MS); null when none is configured. */
  surveyService: SurveyServiceConfig | null;
  /** SMTP, the SMS gateway and the send settings (SMTP_*, SMS_GATEWAY_*, NOTIFY_*). */
  notifications: NotificationConfig;
  /** Subscription mails (issue 33): UNSUBSCRIBE_SECRET (null: none requested) and PUBLIC_URL for their links. */
  subscriptionMail: SubscriptionMailConfig;
  /** How often the worker looks for a closed month whose brief mails are owed (SUBSCRIPTION_BRIEF_EVERY_MS). */
  briefMailEveryMs: number;
  /**
   * MONTH_CLOSE_DAY: a month's KPI and VOC figures freeze when this day of the next month ends,
   * Thai time (libs/domain month-close). Part of what the log means: change it only with a rebuild.
   */
  monthCloseDay: number;
  /**
   * PROJECTION_PARTITIONS (1, 2, 4, 8 or 16; default 1): how many partitions of the tickets and VOC
   * projections (by dealer each) workers apply at once. Every worker of a deployment runs with the same
   * count; a worker started with another count carries the checkpoints over when they all stand at
   * one position, and otherwise refuses to start until `npm run projections:rebuild`.
   */
  projectionPartitions: ProjectionPartitionCount;
  /**
   * PROJECTION_SLICE_MS (0-60000; default 250): a projection job with a backlog stops after the
   * batch that used up this much time and queues a job for the rest at the back of the queue, so
   * projections (and partitions) with a backlog take turns and a new event of another one waits
   * about a slice and a batch at most, not the whole catch-up. 0 never slices (a job drains its
   * projection to the head).
   */
  projectionSliceMs: number;
  /**
   * PROJECTION_CONCURRENCY (1-8; default 2): projection jobs one worker process runs at once
   * (different projections or partitions side by side; two jobs of one partition still take turns
   * on its checkpoint lock). Each running job holds one of the DATABASE_POOL_SIZE connections.
   */
  projectionConcurrency: number;
}

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

/** Reads and checks the worker's environment; throws a ConfigError naming the first bad variable. */
export function readWorkerConfig(env: Env): WorkerConfig {
  return {
    ...readInfrastructureConfig(env),
    heartbeatEverySeconds: integer(env, 'HEARTBEAT_EVERY_SECONDS', 5, 1, 3600),
    fileStorage: readFileStorageConfig(env),
    kpiClock: oneOf(env, 'KPI_CLOCK', KPI_CLOCKS, 'calendar'),
    relayIntervalMs: integer(env, 'RELAY_INTERVAL_MS', 100, 5, 600_000),
    relayWakeGapMs: integer(env, 'RELAY_WAKE_GAP_MS', 100, 0, 10_000),
    deadlineSweepEveryMs: integer(env, 'DEADLINE_SWEEP_EVERY_MS', 60_000, 1_000, 86_400_000),
    projectionIdleTimeoutMs: integer(env, 'PROJECTION_IDLE_TIMEOUT_MS', 5_000, 1_000, 600_000),
    owedWorkEveryMs: integer(env, 'OWED_WORK_EVERY_MS', 30_000, 0, 3_600_000),
    importFileRetentionDays: integer(env, 'IMPORT_FILE_RETENTION_DAYS', 90, 1, 3650),
    exportFileRetentionDays: integer(env, 'EXPORT_FILE_RETENTION_DAYS', 7, 1, 3650),
    fileRetentionEveryMs: integer(env, 'FILE_RETENTION_EVERY_MS', 3_600_000, 10_000, 86_400_000),
    voiceModelEveryMs: integer(env, 'VOICE_MODEL_EVERY_MS', 86_400_000, 60_000, 7 * 86_400_000),
    alertsEveryMs: integer(env, 'ALERTS_EVERY_MS', 600_000, 10_000, 86_400_000),
    surveySyncEveryMs: integer(env, 'SURVEY_SYNC_EVERY_MS', 60_000, 0, 86_400_000),
    surveySyncPageSize: integer(env, 'SURVEY_SYNC_PAGE_SIZE', 1000, 1, 5000),
    surveyTicketMaxAgeDays: integer(env, 'SURVEY_TICKET_MAX_AGE_DAYS', SURVEY_TICKET_MAX_AGE_DAYS, 1, 3650),
    surveyService: readSurveyServiceConfig(env),
    notifications: readNotificationConfig(env),
    subscriptionMail: readSubscriptionMailConfig(env),
    briefMailEveryMs: integer(env, 'SUBSCRIPTION_BRIEF_EVERY_MS', 3_600_000, 10_000, 86_400_000),
    monthCloseDay: integer(env, 'MONTH_CLOSE_DAY', MONTH_CLOSE_DAY_DEFAULT, MONTH_CLOSE_DAY_MIN, MONTH_CLOSE_DAY_MAX),
    projectionPartitions: Number(oneOf(env, 'PROJECTION_PARTITIONS', PROJECTION_PARTITION_COUNTS.map(String), '1')) as ProjectionPartitionCount,
    projectionSliceMs: integer(env, 'PROJECTION_SLICE_MS', 250, 0, 60_000),
    projectionConcurrency: integer(env, 'PROJECTION_CONCURRENCY', 2, 1, 8),
  };
}
