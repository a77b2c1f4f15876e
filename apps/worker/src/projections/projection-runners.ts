import type { EntityManager } from 'typeorm';
import type { KpiClockKind, ProjectionPartition } from '@voc/domain';
import type { WhenCheckpointHeld } from '@voc/events';
import type { ProjectionFeedName, ProjectionName } from '@voc/projections';
import type { ProjectionRunResult } from './projection-step';
import type { ProjectionStores } from './tickets/projection-stores';
import { projectAll, projectNextBatch, type ReplayOptions } from './tickets/project-tickets';
import { projectAllVoc, projectNextVocBatch } from './voc/project-voc';
import { projectAllPdca, projectNextPdcaBatch } from './pdca/project-pdca';
import { projectNextVoiceBatch, projectNextVoiceSurveyBatch } from './voice/project-voice';
import { projectAllSurveys, projectNextSurveyBatch } from '../surveys/projections/project-surveys';
import { projectUntilDone } from './projection-step';
import { rebuildKpiMonthly } from './tickets/kpi-monthly.projection';
import { rebuildTicketKpiRollups } from './tickets/ticket-kpi-rollups.projection';
import { rebuildVocMonthly } from './voc/voc.projection';
import { rebuildVoiceRollups } from './voice/voice.projection';

/** A projection job's batch size: the events one step reads at most. */
export const PROJECTION_BATCH_SIZE = 2000;

/** What every feed's evolve is run with: the stores and the settings the figures depend on. */
export interface FeedSettings {
  stores: ProjectionStores;
  clockKind: KpiClockKind;
  /** MONTH_CLOSE_DAY; null never freezes. */
  closeDay: number | null;
}

/**
 * How a feed is applied: one step at a time, of one partition, in 'reporting' (a projection job the
 * relay hands out), or a whole replay of its log into `schema` (a rebuild).
 */
export interface FeedRunner {
  step(settings: FeedSettings, partition: ProjectionPartition, whenHeld: WhenCheckpointHeld): Promise<ProjectionRunResult>;
  /** Batches of the feed's log after its checkpoint in `schema`, applied until none is left below the horizon; answers how many events. */
  replay(settings: FeedSettings, schema: string, options: ReplayOptions): Promise<number>;
}

/**
 * Every feed of the registry (@voc/projections) bound to its evolve: the type makes a feed the
 * registry adds fail to compile until it has a runner here (its step and its replay).
 */
export type FeedRunners = { [F in ProjectionFeedName]: FeedRunner };

export const FEED_RUNNERS: FeedRunners = {
  tickets: {
    step: (s, partition, whenHeld) => projectNextBatch(s.stores, 'reporting', PROJECTION_BATCH_SIZE, s.clockKind, s.closeDay, {}, partition, whenHeld),
    replay: (s, schema, options) => projectAll(s.stores, schema, 5000, s.clockKind, s.closeDay, options),
  },
  surveys: {
    step: (s, _partition, whenHeld) => projectNextSurveyBatch(s.stores, 'reporting', PROJECTION_BATCH_SIZE, whenHeld),
    replay: (s, schema) => projectAllSurveys(s.stores, schema),
  },
  pdca: {
    step: (s, _partition, whenHeld) => projectNextPdcaBatch(s.stores, 'reporting', PROJECTION_BATCH_SIZE, whenHeld),
    replay: (s, schema) => projectAllPdca(s.stores, schema),
  },
  voc: {
    step: (s, partition, whenHeld) => projectNextVocBatch(s.stores, 'reporting', PROJECTION_BATCH_SIZE, s.closeDay, {}, partition, whenHeld),
    replay: (s, schema, options) => projectAllVoc(s.stores, schema, 5000, s.closeDay, options),
  },
  voice: {
    step: (s, _partition, whenHeld) => projectNextVoiceBatch(s.stores, 'reporting', PROJECTION_BATCH_SIZE, s.closeDay, {}, whenHeld),
    replay: (s, schema, options) => projectUntilDone(() => projectNextVoiceBatch(s.stores, schema, 2000, s.closeDay, options), 2000),
  },
  voice_surveys: {
    // The survey log's feeds keep no KPI clock; the month close freezes the comments' months.
    step: (s, _partition, whenHeld) => projectNextVoiceSurveyBatch(s.stores, 'reporting', PROJECTION_BATCH_SIZE, s.closeDay, {}, whenHeld),
    replay: (s, schema, options) => projectUntilDone(() => projectNextVoiceSurveyBatch(s.stores, schema, 2000, s.closeDay, options), 2000),
  },
};

/**
 * What a replay with deferred roll-ups (ReplayOptions.deferRollups) leaves to one recount at its
 * end, per projection: its monthly roll-ups from its per-ticket (per-text) rows.
 */
export const ROLLUPS_AFTER_REPLAY: { [P in ProjectionName]: ((manager: EntityManager, schema: string) => Promise<void>) | null } = {
  tickets: async (manager, schema) => {
    await rebuildKpiMonthly(manager, schema);
    await rebuildTicketKpiRollups(manager, schema);
  },
  surveys: null,
  pdca: null,
  voc: (manager, schema) => rebuildVocMonthly(manager, schema),
  voice: (manager, schema) => rebuildVoiceRollups(manager, schema),
};

/** A projection job's runner; throws on a name that is no feed of the registry (a job from an unknown or retired projection). */
export function relayedRunner(name: string): FeedRunner {
  const runner = Object.hasOwn(FEED_RUNNERS, name) ? (FEED_RUNNERS as Record<string, FeedRunner>)[name] : undefined;
  if (!runner) throw new Error(`unknown projection job: ${name}`);
  return runner;
}
