/**
 * The KPI dashboard's figures whose tickets can be listed (issue 32): open now by the live state
 * of the next deadline (open = all of them), and a rate KPI's decided tickets of the period.
 */
export const TICKET_FIGURES = ['open', 'on_time', 'due_soon', 'breached', 'kpi2a', 'kpi4a'] as const;
export type TicketFigure = (typeof TICKET_FIGURES)[number];

/** How the tickets behind a figure can be ordered: by time left to the next deadline, or by receipt. */
export const FIGURE_TICKET_SORTS = ['time_left', 'received_at'] as const;
export type FigureTicketSort = (typeof FIGURE_TICKET_SORTS)[number];
