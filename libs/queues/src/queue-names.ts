/** Every BullMQ queue, named once. The worker fails to start if a queue here has no processor. */
export const QUEUES = {
  heartbeat: 'heartbeat',
  projections: 'projections',
  deadlines: 'deadlines',
  hotsheetImport: 'hotsheet-import',
  ticketExport: 'ticket-export',
  fileRetention: 'file-retention',
  surveySync: 'survey-sync',
  notifications: 'notifications',
  voiceModel: 'voice-model',
  alerts: 'alerts',
  subscriptions: 'subscriptions',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names per queue, with their payloads. */
export interface JobPayloads {
  heartbeat: { beat: { requestedAt: string } };
  /**
   * Apply a log to one projection (its own checkpoint) up to (at least) this position. One job per
   * projection, so several workers apply different projections at once. A job without
   * `projection` (queued by a worker before issue 15) drains every projection, as jobs did then.
   * `projection` names a feed of @voc/projections' registry (any: the relay hands out every feed); the processor refuses another.
   * `partition`: which partition of a partitioned projection (PROJECTION_PARTITIONS); absent: 0.
   * `noticedAt` (ms since the epoch): when the relay first heard of the appends its tick queued the
   * job for (a commit's notification, or the poll); absent on a sliced job's continuation. Only
   * reported back (progress, logs) to trace the lag; it decides nothing.
   * `heldRetry`: the job found its partition's checkpoint held by another transaction and waits,
   * delayed, to run again shortly (it counts as a waiting job of its partition, a failed one in its
   * backoff does not).
   */
  projections: { project: { upToPosition: string; projection?: string; partition?: number; noticedAt?: number; heldRetry?: boolean } };
  deadlines: { sweep: Record<string, never> };
  /** The two passes of a hotsheet import; one job per pass and import (jobId from the import id). */
  hotsheetImport: { 'dry-run': { importId: string }; create: { importId: string } };
  /** A spreadsheet export too large to stream in the request. */
  ticketExport: { export: { exportId: string } };
  /** Remove stored hotsheets and export files older than their retention. */
  fileRetention: { sweep: Record<string, never> };
  /** Sync the survey service into the survey log and project it. */
  surveySync: { sync: Record<string, never> };
  /** Send one notification of the outbox (jobId from its id: one job per notification). */
  notifications: { send: { notificationId: string } };
  /** Retrain the complaint-category model from the labelled tickets (issue 30): on its schedule, and after a rebuild. */
  voiceModel: { train: { reason: 'schedule' | 'rebuild' | 'start' } };
  /** Evaluate the alert rules against the projections (issue 33): on its schedule. */
  alerts: { evaluate: { reason: 'schedule' | 'start' } };
  /** Subscription mails (issue 33): the weekly digest (Monday 08:00 Bangkok) and the monthly brief after a month's close (hourly check). */
  subscriptions: {
    'weekly-digest': { reason: 'schedule' | 'manual' };
    /** `at`: the instant the run is made for (ISO; default now): how an e2e test moves the clock past a month's close. */
    'monthly-brief': { reason: 'schedule' | 'manual'; at?: string };
  };
}

/** Trim finished jobs so Redis does not grow without bound. */
export const DEFAULT_JOB_OPTIONS = {
  removeOnComplete: { count: 1000, age: 24 * 3600 },
  removeOnFail: { count: 5000, age: 7 * 24 * 3600 },
} as const;

/**
 * Jobs that must finish (imports, exports) are retried: a failed or killed attempt runs again and
 * picks up where the committed work stopped.
 */
export const RETRIED_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
} as const;

/** Job ids of the import passes and exports: one job per import and pass, so a repeat is a no-op. */
export const jobIds = {
  importDryRun: (importId: string) => `hotsheet-${importId}-dry-run`,
  importCreate: (importId: string) => `hotsheet-${importId}-create`,
  export: (exportId: string) => `export-${exportId}`,
  notification: (notificationId: string) => `notify-${notificationId}`,
};

/**
 * A notification's send job. A transport that is down does not use up attempts: the job puts
 * itself back, delayed by a backoff that grows to NOTIFY_MAX_BACKOFF_MS, for as long as it takes.
 * These attempts are for anything else (PostgreSQL away); a job that runs out of them leaves its
 * row owed in PostgreSQL, and the OwedWork keeper queues it again.
 */
export const NOTIFICATION_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { count: 1000, age: 3600 },
  removeOnFail: { count: 5000, age: 7 * 24 * 3600 },
} as const;
