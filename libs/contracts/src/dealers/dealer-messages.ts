import type { DayHoursProblem } from '@voc/domain';

/** Message keys the dealer endpoints answer with (texts in the dashboard's catalogues). */
export const DEALER_ERRORS = {
  /** 409: another dealer already has this dealer_code. */
  codeTaken: 'errors.dealer.codeTaken',
  /** An area code that does not lie in the chosen sales or service region (dealers and users). */
  areaNotInRegion: 'errors.dealer.areaNotInRegion',
  /** A time that is not HH:mm (24-hour). */
  timeFormat: 'errors.dealer.timeFormat',
  /** Opening without closing time or the other way round. */
  hoursIncomplete: 'errors.dealer.hoursIncomplete',
  /** Closing time not after opening time. */
  hoursOrder: 'errors.dealer.hoursOrder',
} as const;

export const DAY_HOURS_ERRORS: Record<DayHoursProblem, string> = {
  format: DEALER_ERRORS.timeFormat,
  incomplete: DEALER_ERRORS.hoursIncomplete,
  order: DEALER_ERRORS.hoursOrder,
};
