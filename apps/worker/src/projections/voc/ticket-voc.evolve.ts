import { vocCarModel, vocCategoryCodes, vocMonth, type ComplaintCategories } from '@voc/domain';
import type { TicketEvent } from '@voc/events';
import type { RowOf, TICKET_VOC } from '@voc/reporting-schema';

/** A ticket's VOC row (reporting.ticket_voc) as the projector keeps it. */
export type TicketVocState = RowOf<typeof TICKET_VOC>;

/**
 * Applies one event to a ticket's VOC row (pure; the counting rules are libs/domain
 * voc-counting). Answers undefined when the event changes nothing the VOC reports count.
 */
export function evolveTicketVoc(state: TicketVocState | undefined, event: TicketEvent): TicketVocState | undefined {
  if (event.type === 'TicketCreated') {
    const p = event.payload;
    return {
      ticket_id: event.ticket_id,
      type: p.ticket.type,
      source: p.ticket.source,
      dealer_ref: p.ticket.dealer_ref,
      area_code: p.ticket.area_code,
      region: p.ticket.region,
      received_month: vocMonth(p.ticket.created_date),
      car_model: vocCarModel(p.car_model),
      categories: vocCategoryCodes(p.ticket.type, p.complaint_categories),
      cancelled: false,
      deleted: false,
      last_position: String(event.position),
    };
  }
  if (!state) return undefined; // a ticket created before the log began: nothing to attach to
  switch (event.type) {
    case 'TicketUpdated': {
      const changes = event.payload.changes;
      const categoriesChanged = Object.prototype.hasOwnProperty.call(changes, 'complaint_categories');
      const modelChanged = Object.prototype.hasOwnProperty.call(changes, 'car_model');
      if (!categoriesChanged && !modelChanged) return undefined;
      return {
        ...state,
        categories: categoriesChanged ? vocCategoryCodes(state.type as 'showroom' | 'service', changes['complaint_categories'] as ComplaintCategories) : state.categories,
        car_model: modelChanged ? vocCarModel(changes['car_model']) : state.car_model,
        last_position: String(event.position),
      };
    }
    case 'TicketCancelled':
      return { ...state, cancelled: true, last_position: String(event.position) };
    case 'TicketDeleted':
      return { ...state, deleted: true, last_position: String(event.position) };
    default:
      return undefined;
  }
}
