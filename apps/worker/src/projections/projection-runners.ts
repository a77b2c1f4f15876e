import type { EntityManager } from 'typeorm';
import type { KpiClockKind, ProjectionPartition } from '@voc/domain';
import type { WhenCheckpointHeld } from '@voc/events';
import type { ProjectionFeedName, ProjectionName, RelayedFeedName } from '@voc/projections';
import type { ProjectionRunResult } from './projection-step';
import type { ProjectionStores } from './tickets/projection-stores';
import { projectAll, projectNextBatch, type ReplayOptions } from './tickets/project-tickets';
import { projectAllVoc, projectNextVocBatch } from './voc/project-voc';
import { projectAllPdca, projectNextPdcaBatch } from './pdca/project-pdca';
import { projectNextVoiceBatch, projectNextVoiceSurveyBatch } from './voice/project-voice';
import { projectAllSurveys } from '../surveys/projections/project-surveys';
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

/** How a feed is applied: a whole replay of its log into `schema` (a rebuild, the survey sync's run after its pages). */
export interface FeedReplay {
  /** Batches of the feed's log after its checkpoint in `schema`, applied until none is left below the horizon; answers how many events. */
  replay(settings: FeedSettings, schema: string, options: ReplayOptions): Promise<number>;
}

/** A feed the relay hands out as projection jobs also runs one step at a time, of one partition, in 'reporting'. */
export interface RelayedFeedRunner extends FeedReplay {
  step(settings: FeedSettings, partition: ProjectionPartition, whenHeld: WhenCheckpointHeld): Promise<ProjectionRunResult>;
}

/**
 * Every feed of the registry (@voc/projections) bound to its evolve: the type makes a feed the
 * registry adds fail to compile until it has a runner here, and a relayed feed until it has a step.
 */
export type FeedRunners = { [F in ProjectionFeedName]: F extends RelayedFeedName ? RelayedFeedRunner : FeedReplay };

export const FEED_RUNNERS: FeedRunners = {
  tickets: {
    step: (s, partition, whenHeld) => projectNextBatch(s.stores, 'reporting', PROJECTION_BATCH_SIZE, s.clockKind, s.closeDay, {}, partition, whenHeld),
    replay: (s, schema, options) => projectAll(s.stores, schema, 5000, s.clockKind, s.closeDay, options),
  },
  surveys: {
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

/** The relayed feed's runner; throws on a name that is none (a job from an unknown or retired projection). */
export function relayedRunner(name: string): RelayedFeedRunner {
  const runner = (FEED_RUNNERS as Record<string, FeedReplay | RelayedFeedRunner>)[name];
  if (!runner || !('step' in runner)) throw new Error(`unknown projection job: ${name}`);
  return runner;
}
