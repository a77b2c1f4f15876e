import type { AlertKind, AlertLevel, AlertStatus } from '@voc/domain';

/** One alert as the alerts list shows it: what, where, the figure it was raised on, and what became of it. */
export interface AlertView {
  id: string;
  kind: AlertKind;
  level: AlertLevel;
  /** The place: a dealer's id, an area's code or a region. */
  scope_id: string;
  /** The place as people name it: the dealer's code and name, the area's code, the region. */
  scope_label: string;
  scope_label_en: string;
  type: 'showroom' | 'service';
  /** The Thai month (YYYY-MM) it counts in; a hot alert's is its ticket id. */
  period: string;
  /** A complaint category's code, a hot alert's case number. */
  subject: string | null;
  ticket_id: string | null;
  /** The figure as the rule judged it (the kind decides its fields). */
  figure: Record<string, unknown>;
  threshold: number;
  status: AlertStatus;
  raised_at: string;
  updated_at: string;
  resolved_at: string | null;
  closed_at: string | null;
  closed_by_name: string | null;
  close_note: string | null;
}

export interface AlertRuleView {
  id: string;
  kind: AlertKind;
  level: AlertLevel;
  threshold: number;
  min_cases: number;
  enabled: boolean;
  updated_at: string;
  open_alerts: number;
}
