import { KPI_CLOCKS, type KpiClockKind } from '@voc/domain';
import { integer, oneOf, optionalString, readInfrastructureConfig, type Env, type InfrastructureConfig } from '@voc/persistence';

export interface WorkerConfig extends InfrastructureConfig {
  /** Seconds between heartbeats. */
  heartbeatEverySeconds: number;
  /** The api's storage folder (shared): uploaded hotsheets are read from it, exports written to it. */
  storageDir: string;
  /** How KPI deadlines count time: calendar hours, or each dealer's working hours. */
  kpiClock: KpiClockKind;
}

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

/** Reads and checks the worker's environment; throws a ConfigError naming the first bad variable. */
export function readWorkerConfig(env: Env): WorkerConfig {
  return {
    ...readInfrastructureConfig(env),
    heartbeatEverySeconds: integer(env, 'HEARTBEAT_EVERY_SECONDS', 5, 1, 3600),
    storageDir: optionalString(env, 'STORAGE_DIR', '.storage'),
    kpiClock: oneOf(env, 'KPI_CLOCK', KPI_CLOCKS, 'calendar'),
  };
}
