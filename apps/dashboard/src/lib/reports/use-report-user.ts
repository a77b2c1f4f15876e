import type { SignedInUser } from '@voc/contracts';
import type { TicketType } from '@voc/domain';
import { useMemo, useState } from 'react';
import { type YearMonth, currentYearMonth, yearOptions } from './report-calendar';
import { type ReportScope, allowedTicketTypes, reportScopeOf } from './report-scope';

/** What a report page starts from for its user: their part of the network, the ticket types they see, this month and the years on offer. */
export interface ReportUser {
  scope: ReportScope;
  types: readonly TicketType[];
  /** The month the page was opened in (Bangkok time); it stays while the page is open. */
  today: YearMonth;
  years: readonly number[];
}

export function useReportUser(user: SignedInUser): ReportUser {
  const scope = useMemo(() => reportScopeOf(user), [user]);
  const types = useMemo(() => allowedTicketTypes(user), [user]);
  const [today] = useState(currentYearMonth);
  const years = useMemo(() => yearOptions(today), [today]);
  return { scope, types, today, years };
}
