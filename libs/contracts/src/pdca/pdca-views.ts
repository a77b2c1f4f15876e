import type { PdcaAction, PdcaMeasure, PdcaOwedFigure, PdcaState, PdcaStoredState, TicketType } from '@voc/domain';
import type { DealerBranchLabel } from '../dealers/dealer-branch-label';
import type { ChangeHistoryEntry } from '../history/change-history-view';

/** A measure of a month against its target (null: too few tickets or answers to judge). */
export interface PdcaMeasureView {
  measure: PdcaMeasure;
  value: number | null;
  target: number;
  missed: boolean;
}

/** One month's figures of the branch and type: KPI attainment and each measure. */
export interface PdcaMonthView {
  month: string;
  kpi_attainment: number | null;
  measures: PdcaMeasureView[];
}

export type PdcaDealerLabel = DealerBranchLabel;

export interface PdcaActionView {
  what: string;
  owner: string;
  due_date: string;
}

export interface PdcaFileView {
  _id: string;
  kind: 'image' | 'pdf';
  originalname: string;
  size: number;
  uploaded_date: string;
}

/** A plan as the work page and the plan form show it; `_id` is null while nothing is written (owed). */
export interface PdcaPlanView {
  _id: string | null;
  dealer: PdcaDealerLabel;
  type: TicketType;
  /** YYYY-MM */
  month: string;
  state: PdcaStoredState;
  /** The stored state, or overdue once the due time has passed. */
  shown_state: PdcaState;
  due_at: string;
  problem: string;
  root_cause: string;
  actions: PdcaActionView[];
  do_text: string;
  act_text: string;
  review_comment: string | null;
  files: PdcaFileView[];
  /** The missed month (before) and the months after it (the Check part), from the projections. */
  check: PdcaMonthView[];
  /** What the user may do now. */
  abilities: PdcaAction[];
  history: ChangeHistoryEntry[];
}

/** A line of the work page: a month a branch owes a plan for, or a plan a reviewer may review. */
export interface PdcaWorkRow {
  plan_id: string | null;
  dealer: PdcaDealerLabel;
  type: TicketType;
  month: string;
  state: PdcaStoredState;
  shown_state: PdcaState;
  due_at: string;
  missed: PdcaMeasure[];
  kpi_before: number | null;
  abilities: PdcaAction[];
}

/** A line of the PDCA report: a dealer branch and a month. */
export interface PdcaReportRow {
  dealer: PdcaDealerLabel;
  area_code: string | null;
  region: string | null;
  month: string;
  created_date: string;
  plan_id: string | null;
  state: PdcaStoredState;
  shown_state: PdcaState;
  missed: PdcaMeasure[];
  /** The tickets' KPI attainment (KPI2, KPI3 and KPI4a together) in the month and the month after. */
  kpi_before: number | null;
  kpi_after: number | null;
  /** The measures the plan is owed to (missed), each before and after with its target: NPS for a plan owed to a low NPS. */
  owed_figures: PdcaOwedFigure[];
  submitted_at: string | null;
  accepted_at: string | null;
  returns: number;
}

export interface PdcaReportAnswer {
  result: PdcaReportRow[];
  total: number;
  /** Plans per shown state. */
  counts: Record<PdcaState, number>;
  data_as_of: string | null;
}
