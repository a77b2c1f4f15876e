import type { KpiClockKind } from '@voc/domain';
import { reportingSchemaSql, VOC_REPORTING_TABLES, VOICE_REPORTING_TABLES } from '@voc/persistence';
import { projectAllSurveys } from '../../surveys/projections/project-surveys';
import { projectAllPdca } from '../pdca/project-pdca';
import { sweepDeadlines } from './deadline-sweep';
import { rebuildKpiMonthly } from './kpi-monthly.projection';
import { rebuildTicketKpiRollups } from './ticket-kpi-rollups.projection';
import { projectAll } from './project-tickets';
import { projectAllVoc } from '../voc/project-voc';
import { rebuildVocMonthly } from '../voc/voc.projection';
import { projectAllVoice } from '../voice/project-voice';
import { rebuildVoiceRollups } from '../voice/voice.projection';
import type { ProjectionStores } from './projection-stores';
import { spreadEveryProjection } from '../partitions/spread-partitions';

/**
 * Replays the whole log into fresh tables in a shadow schema of the reporting store, then swaps
 * the schemas in one transaction: readers see the old tables until the commit and the new ones
 * after, never a gap. Holds the live checkpoint lock while it catches up and swaps, so no batch
 * lands in between.
 */
/**
 * `closeDay` (MONTH_CLOSE_DAY, null: never) freezes each closed month along the log, as the live
 * projections do. The log is replayed once, as one stream (the figures do not depend on the
 * partition count); the tickets and VOC projections then get `partitions` (PROJECTION_PARTITIONS)
 * checkpoint rows at the replayed head, each with the months frozen along the way (and VOC its
 * roll-ups without the dealer split by partition).
 */
export async function rebuildProjections(stores: ProjectionStores, now = new Date(), clockKind: KpiClockKind = 'calendar', closeDay: number | null = null, partitions = 1): Promise<{ events: number }> {
  const shadow = 'reporting_rebuild';
  // Most of the log, without holding any lock.
  let events = await replayInto(stores, shadow, clockKind, closeDay);
  await stores.reporting.transaction(async (manager) => {
    // Live projection steps wait here (a step that was already waiting fails and is retried by
    // its job on the new tables).
    await manager.query(`LOCK TABLE reporting.projection_checkpoints IN ACCESS EXCLUSIVE MODE`);
    // The rest of the log, up to now, before the swap.
    events += await projectAll(stores, shadow, 5000, clockKind, closeDay);
    events += await projectAllSurveys(stores, shadow);
    events += await projectAllPdca(stores, shadow);
    await projectAllVoc(stores, shadow, 5000, closeDay);
    await projectAllVoice(stores, shadow, 2000, closeDay);
    await spreadEveryProjection(manager, shadow, partitions);
    await manager.query(`ALTER SCHEMA reporting RENAME TO reporting_old`);
    await manager.query(`ALTER SCHEMA ${shadow} RENAME TO reporting`);
    await manager.query(`DROP SCHEMA reporting_old CASCADE`);
  });
  await sweepDeadlines(stores, now, 'reporting', clockKind, undefined, closeDay);
  return { events };
}

/**
 * Fresh projection tables in `schema` of the reporting store, filled from the whole ticket, survey
 * and PDCA logs (below the safe horizon), the tickets and VOC projections' checkpoints and frozen
 * months spread to `partitions` partitions (as an incremental run with PROJECTION_PARTITIONS keeps them).
 */
export async function replayInto(stores: ProjectionStores, schema: string, clockKind: KpiClockKind = 'calendar', closeDay: number | null = null, partitions = 1): Promise<number> {
  await stores.reporting.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await stores.reporting.query(`CREATE SCHEMA ${schema}`);
  for (const statement of reportingSchemaSql(schema)) await stores.reporting.query(statement);
  // The per-ticket rows batch by batch, the monthly roll-ups once at the end (a batch's roll-up
  // recount rewrote its keys' rows every time: most of a replay's time, and dead rows to vacuum).
  const replay = { deferRollups: true };
  const events = (await projectAll(stores, schema, 5000, clockKind, closeDay, replay)) + (await projectAllSurveys(stores, schema)) + (await projectAllPdca(stores, schema));
  // The VOC projection replays the same ticket events under its own checkpoint (not counted twice).
  await projectAllVoc(stores, schema, 5000, closeDay, replay);
  // The voice projection reads both logs under checkpoints of its own (its texts not counted as events twice).
  await projectAllVoice(stores, schema, 2000, closeDay, replay);
  await stores.reporting.transaction(async (manager) => {
    await rebuildKpiMonthly(manager, schema);
    await rebuildTicketKpiRollups(manager, schema);
    await rebuildVocMonthly(manager, schema);
    await rebuildVoiceRollups(manager, schema);
    await spreadEveryProjection(manager, schema, partitions);
  });
  await stores.reporting.query(`ANALYZE ${[...VOC_REPORTING_TABLES, ...VOICE_REPORTING_TABLES, 'kpi_monthly', 'ticket_status_monthly', 'ticket_closed_monthly', 'ticket_kpi'].map((table) => `${schema}.${table}`).join(', ')}`);
  return events;
}
