import { type ReportDownloadPage, type ReportReach, reportDownloadQuery } from '@voc/domain';
import { useCallback, useState } from 'react';
import type { CatalogueKey } from '../../../i18n/th-TH';
import { todayInBangkok } from '../../date-format';
import type { SpreadsheetRequest } from '../../downloads/downloads-api';
import { reportDownloadUrl } from './report-download-urls';
import { type FilterAddress, useFilterAddress } from './use-filter-address';

/** A form's problems: a catalogue message (Thai and English) per field. */
export type FieldErrors = Partial<Record<string, CatalogueKey>>;

/** What sets one report filter form apart: its address, its checks, its cascade and its download. */
export interface ReportFilterRules<F, E extends FieldErrors> extends FilterAddress<F> {
  /** The form's problems ({} when it may be applied). */
  validate(filters: F): E;
  /** A change of the form (a coarser place lets go of the finer ones that no longer fit, …). */
  change(current: F, patch: Partial<F>): F;
  /** The problems left once the user changed `patch`. */
  errorsAfterChange(errors: E, patch: Partial<F>): E;
  /** The filters "clear" goes back to (from those applied). */
  cleared(applied: F): F;
  /** Whether the address's own problems show as it opens (a wrong date in a link): shown, and nothing sent. */
  checkAddress?: boolean;
  /** The filters the form starts from (the applied ones unless said). */
  draftOf?(applied: F): F;
  /**
   * The page's spreadsheet: which download, the owner's reach (the grouping one level below it),
   * and the applied filters written out in full as an address; null while nothing may be sent.
   */
  download?: { page: ReportDownloadPage; reach: ReportReach; filters(applied: F): URLSearchParams | null };
}

export interface ReportFilterForm<F, E extends FieldErrors> {
  /** The filters the report shows (the address's). */
  applied: F;
  /** The address written from `applied` (it changes when the report does). */
  appliedKey: string;
  /** Shows other filters at once (a drill-down, a grouping, fields that apply as they change). */
  setApplied(next: F): void;
  /** A change applied at once, through the form's cascade. */
  changeApplied(patch: Partial<F>): void;
  /** The form's filters until applied. */
  draft: F;
  errors: E;
  /** A change of the form's filters. */
  change(patch: Partial<F>): void;
  /** Checks the form; applies it when it has no problem. Whether it was applied. */
  apply(): boolean;
  /** Back to the cleared filters, in the form and the address. */
  reset(): void;
  /** The spreadsheet of what the page shows (libs/domain's reportDownloadQuery); null while nothing may be sent. */
  download: SpreadsheetRequest | null;
}

/**
 * The one report filter form (issue 34): the applied filters live in the address (a reload, the
 * back button or a shared link shows the same report), the form holds a draft until applied, is
 * checked before anything is sent (its messages through the i18n catalogues), and the page's
 * download is the domain's rule for the applied filters, the one the scheduler sends for a saved
 * view. `rules` must keep its identity between renders.
 */
export function useReportFilterForm<F, E extends FieldErrors>(rules: ReportFilterRules<F, E>, onAddressChange?: (next: URLSearchParams) => void): ReportFilterForm<F, E> {
  const [applied, setApplied] = useFilterAddress(rules, onAddressChange);
  const draftOf = (filters: F) => (rules.draftOf ? rules.draftOf(filters) : filters);
  const errorsOf = (filters: F) => (rules.checkAddress ? rules.validate(filters) : ({} as E));
  const appliedKey = rules.write(applied).toString();
  const [shownKey, setShownKey] = useState(appliedKey);
  const [draft, setDraft] = useState<F>(() => draftOf(applied));
  const [errors, setErrors] = useState<E>(() => errorsOf(applied));
  // The address changed (back button, a row opened, a link): the form shows it.
  if (appliedKey !== shownKey) {
    setShownKey(appliedKey);
    setDraft(draftOf(applied));
    setErrors(errorsOf(applied));
  }

  const apply = () => {
    const found = rules.validate(draft);
    setErrors(found);
    const valid = Object.keys(found).length === 0;
    if (valid) setApplied(draft);
    return valid;
  };
  const reset = () => {
    const cleared = rules.cleared(applied);
    setDraft(draftOf(cleared));
    setErrors({} as E);
    setApplied(cleared);
  };
  const change = useCallback(
    (patch: Partial<F>) => {
      setDraft((current) => rules.change(current, patch));
      setErrors((current) => rules.errorsAfterChange(current, patch));
    },
    [rules],
  );
  const changeApplied = (patch: Partial<F>) => setApplied(rules.change(applied, patch));
  const downloadFilters = rules.download?.filters(applied) ?? null;
  const download =
    rules.download && downloadFilters ? { url: reportDownloadUrl(rules.download.page), params: reportDownloadQuery(rules.download.page, downloadFilters, rules.download.reach, { today: todayInBangkok(), closed: null }) } : null;
  return { applied, appliedKey, setApplied, changeApplied, draft, errors, change, apply, reset, download };
}

/** The date-range forms' rule: a changed date is no longer wrong (the range is checked again when applied). */
export function errorsAfterDateChange<E extends FieldErrors>(errors: E, patch: { from?: string; to?: string }): E {
  return patch.from !== undefined || patch.to !== undefined ? ({} as E) : errors;
}
