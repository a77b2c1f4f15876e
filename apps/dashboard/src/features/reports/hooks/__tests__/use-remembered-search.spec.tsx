/** @jest-environment jsdom */
import '../../../../testing/jsdom-polyfills';
import { act, useMemo } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { type ReportFilters, reportFiltersAddressOf } from '../../../../lib/reports/report-filters';
import { useRememberedSearch } from '../use-remembered-search';
import { useFilterAddress } from '../../../../lib/reports/filter-form/use-filter-address';

const KEY = 'test.remembered';
let changePeriod: (period: string) => void = () => undefined;
let goTo: (path: string) => void = () => undefined;

function FilteredPage() {
  const defaults = useMemo(() => ({ period: 'month' }) as unknown as ReportFilters, []);
  const remember = useRememberedSearch(KEY);
  const address = useMemo(() => reportFiltersAddressOf(defaults), [defaults]);
  const [filters, set] = useFilterAddress(address, remember);
  const navigate = useNavigate();
  changePeriod = (period) => set({ ...filters, period } as ReportFilters);
  goTo = (path) => void navigate(path);
  return <p data-testid="period">{String((filters as unknown as { period: string }).period)}</p>;
}

function OtherPage() {
  const navigate = useNavigate();
  goTo = (path) => void navigate(path);
  return <p>other</p>;
}

const router = { state: { location: { pathname: '', search: '' } } };
function LocationProbe() {
  const location = useLocation();
  router.state.location = { pathname: location.pathname, search: location.search };
  return null;
}

let root: Root;
let container: HTMLElement;
function start(initial: string) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          <Route path="/page" element={<FilteredPage />} />
          <Route path="/other" element={<OtherPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    ),
  );
  return router;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('useRememberedSearch', () => {
  it('puts the saved filters back when the page is opened without any', () => {
    sessionStorage.setItem(KEY, 'period=6months');
    const router = start('/page');
    expect(router.state.location.search).toBe('?period=6months');
    expect(container.textContent).toBe('6months');
    expect(sessionStorage.getItem(KEY)).toBe('period=6months');
  });

  it('keeps filters that an address already carries and saves them', () => {
    sessionStorage.setItem(KEY, 'period=6months');
    const router = start('/page?period=ytd');
    expect(router.state.location.search).toBe('?period=ytd');
    expect(sessionStorage.getItem(KEY)).toBe('period=ytd');
  });

  it('remembers a filter chosen just before leaving, even when its address was never shown', () => {
    const router = start('/page');
    // Both in one batch: the filtered address is overtaken before React commits it.
    act(() => {
      changePeriod('6months');
      goTo('/other');
    });
    expect(router.state.location.pathname).toBe('/other');
    expect(sessionStorage.getItem(KEY)).toBe('period=6months');
    act(() => goTo('/page'));
    expect(router.state.location.search).toBe('?period=6months');
    expect(container.textContent).toBe('6months');
  });

  it('follows a filter change made on the page', () => {
    const router = start('/page');
    act(() => changePeriod('3months'));
    expect(router.state.location.search).toBe('?period=3months');
    expect(sessionStorage.getItem(KEY)).toBe('period=3months');
  });
});
