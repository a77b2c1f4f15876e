import { STATUS_DAY_FLOWS, upsertFromJsonSql } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import type { TicketDimensions, TicketEvent } from '@voc/events';
import { thaiDay } from '@voc/domain';

interface FlowRow {
  day: string;
  dealer_ref: string;
  type: string;
  source: string;
  status: string;
  area_code: string | null;
  region: string | null;
  entered: number;
  exited: number;
}


/** Status entries and exits per day/dealer/type/source/status for a batch of events. */
export function statusFlowsOf(events: readonly TicketEvent[]): FlowRow[] {
  const rows = new Map<string, FlowRow>();
  const add = (dims: TicketDimensions, at: Date, status: string, field: 'entered' | 'exited') => {
    const day = thaiDay(at);
    const key = `${day}|${dims.dealer_ref}|${dims.type}|${dims.source}|${status}`;
    let row = rows.get(key);
    if (!row) {
      row = { day, dealer_ref: dims.dealer_ref, type: dims.type, source: dims.source, status, area_code: dims.area_code, region: dims.region, entered: 0, exited: 0 };
      rows.set(key, row);
    }
    row[field] += 1;
  };
  for (const event of events) {
    const at = new Date(event.occurred_at);
    switch (event.type) {
      case 'TicketCreated': {
        const p = event.payload;
        add(p.ticket, at, p.status, 'entered');
        break;
      }
      case 'TicketStatusChanged': {
        const p = event.payload;
        add(p.ticket, at, p.from, 'exited');
        add(p.ticket, at, p.to, 'entered');
        break;
      }
      case 'TicketCancelled': {
        const p = event.payload;
        add(p.ticket, at, p.from, 'exited');
        add(p.ticket, at, 'D', 'entered');
        break;
      }
      case 'TicketDeleted': {
        const p = event.payload;
        add(p.ticket, at, p.status, 'exited');
        break;
      }
      default:
        break;
    }
  }
  return [...rows.values()];
}

/** Adds a batch's flows to the table in one statement. */
export async function applyStatusFlows(manager: SqlRunner, schema: string, events: readonly TicketEvent[]): Promise<void> {
  const rows = statusFlowsOf(events);
  if (rows.length === 0) return;
  await manager.query(upsertFromJsonSql(schema, STATUS_DAY_FLOWS, 'add'), [JSON.stringify(rows)]);
}
