/**
 * Month-end freezing of a report's period (issue 13; rule in libs/domain month-close): the
 * period's months that are final, and what changed in them after they froze, shown next to the
 * final figures, never inside them. Null on an answer when no month of its period is frozen.
 */
export interface ReportFreeze {
  /** The period's final months (YYYY-MM-01), each with the moment it froze (its close), oldest first. */
  frozen_months: Array<{ month: string; frozen_on: string }>;
  /** Every month of the period is final. */
  final: boolean;
  /** Late changes: tickets of the final months, within the report's filters, whose part in the figures is not what it was at the close (a figure changed, a deadline passed since, a ticket come in or deleted since; libs/domain late-changes), each once. */
  late_tickets: number;
}
