import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { type FieldErrors, type ReportFilterForm, type ReportFilterRules, useReportFilterForm } from '../lib/reports/filter-form/use-report-filter-form';

/**
 * Renders useReportFilterForm in a router opened at an address, for the specs of the report
 * filter forms (import testing/jsdom-polyfills first). Each act renders again: read the hook's
 * answer with `latest()` and the router's address with `address()` after it.
 */
let form: ReportFilterForm<never, FieldErrors> | null = null;
let where = { pathname: '', search: '' };

function Page<F, E extends FieldErrors>({ rules }: { rules: ReportFilterRules<F, E> }) {
  form = useReportFilterForm(rules) as unknown as ReportFilterForm<never, FieldErrors>;
  const location = useLocation();
  where = { pathname: location.pathname, search: location.search };
  return null;
}

let root: Root | null = null;
let container: HTMLElement | null = null;

export function openFilterForm<F, E extends FieldErrors>(address: string, rules: ReportFilterRules<F, E>): ReportFilterForm<F, E> {
  container = document.createElement('div');
  document.body.append(container);
  const opened = createRoot(container);
  root = opened;
  act(() =>
    opened.render(
      <MemoryRouter initialEntries={[address]}>
        <Page rules={rules} />
      </MemoryRouter>,
    ),
  );
  return latest<F, E>();
}

/** The hook's latest answer. */
export function latest<F, E extends FieldErrors = FieldErrors>(): ReportFilterForm<F, E> {
  if (!form) throw new Error('openFilterForm first');
  return form as unknown as ReportFilterForm<F, E>;
}

/** The router's address now. */
export function address(): { pathname: string; search: string } {
  return where;
}

export function closeFilterForm(): void {
  const opened = root;
  if (opened) act(() => opened.unmount());
  container?.remove();
  root = null;
  container = null;
  form = null;
}
