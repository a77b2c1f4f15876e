import type { NotifyGrouping, NotifyReportQueryDto } from '@voc/contracts';
import { dateRangeProblems, NOTIFICATION_CHANNELS, NOTIFY_REPORT_MAX_DAYS, type NotificationChannel, type TicketType } from '@voc/domain';

/** What the notification report page shows (SPEC.md §3 notify filter): notified dates (both required), a channel, a grouping. */
export interface NotifyFilters {
  /** YYYY-MM-DD, or '' until chosen. */
  from: string;
  to: string;
  /** '' = both channels. */
  channel: NotificationChannel | '';
  group_by: NotifyGrouping;
}

export type NotifyDateField = 'from' | 'to';
export type NotifyDateErrors = Partial<Record<NotifyDateField, 'errors.field.required' | 'errors.field.date' | 'errors.field.dateOrder' | 'errors.field.rangeTooLong'>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const GROUPINGS: readonly NotifyGrouping[] = ['region', 'area', 'dealer'];

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The dates' problems as the api's own message keys: each required and a real day, then the domain's range rule on `to`. */
export function notifyDateErrors({ from, to }: Pick<NotifyFilters, 'from' | 'to'>): NotifyDateErrors {
  const errors: NotifyDateErrors = {};
  if (from === '') errors.from = 'errors.field.required';
  else if (!isDay(from)) errors.from = 'errors.field.date';
  if (to === '') errors.to = 'errors.field.required';
  else if (!isDay(to)) errors.to = 'errors.field.date';
  if (Object.keys(errors).length > 0) return errors;
  for (const problem of dateRangeProblems(from, to, NOTIFY_REPORT_MAX_DAYS)) errors.to = problem.problem === 'before_from' ? 'errors.field.dateOrder' : 'errors.field.rangeTooLong';
  return errors;
}

/** The page opens on the current month up to today. */
export function currentMonth(today: string): Pick<NotifyFilters, 'from' | 'to'> {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** Reads the filters from the address; a missing date takes the default, a wrong one stays (to be shown as wrong). */
export function notifyFiltersFromSearch(search: URLSearchParams, defaults: Pick<NotifyFilters, 'from' | 'to'>): NotifyFilters {
  const channel = search.get('channel') ?? '';
  const groupBy = search.get('group_by') ?? '';
  return {
    from: (search.get('from') ?? defaults.from).trim(),
    to: (search.get('to') ?? defaults.to).trim(),
    channel: (NOTIFICATION_CHANNELS as readonly string[]).includes(channel) ? (channel as NotificationChannel) : '',
    group_by: (GROUPINGS as readonly string[]).includes(groupBy) ? (groupBy as NotifyGrouping) : 'region',
  };
}

export function searchFromNotifyFilters(filters: NotifyFilters): URLSearchParams {
  const search = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.channel) search.set('channel', filters.channel);
  if (filters.group_by !== 'region') search.set('group_by', filters.group_by);
  return search;
}

export type NotifyQuery = Omit<NotifyReportQueryDto, 'lang'>;

/** The call's parameters, or null while the dates have a problem (nothing is sent then). */
export function notifyQueryOf(type: TicketType, filters: NotifyFilters): NotifyQuery | null {
  if (Object.keys(notifyDateErrors(filters)).length > 0) return null;
  return { type, from_notified_date: filters.from, to_notified_date: filters.to, group_by: filters.group_by, ...(filters.channel ? { channel: filters.channel } : {}) };
}
