import type { Principal } from '@voc/domain';

/** The signed-in user's saved report views that may be mailed on a schedule, with their schedules. */
export class MyReportSchedulesQuery {
  constructor(readonly principal: Principal) {}
}
