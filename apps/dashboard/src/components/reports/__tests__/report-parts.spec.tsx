/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { EMPTY_FILTERS, type ReportFilters } from '../../../lib/reports/report-filters';
import type { ReportScope } from '../../../lib/reports/report-scope';
import { type ReportUser, useReportUser } from '../../../lib/reports/use-report-user';
import { chooseIn, renderInApp, unmountApp } from '../../../testing/render-in-app';
import { signedInUser } from '../../../testing/signed-in-user';
import { ChartBox } from '../chart-box';
import { PeriodEndingMonthFields } from '../period-ending-month-fields';
import { ReportFilterFields } from '../report-filter-fields';
import { ReportHeading } from '../report-heading';
import { ReportRangeBar } from '../report-range-bar';

afterEach(unmountApp);

/** The labels of the filter boxes shown, in order. */
const fieldNames = (page: HTMLElement) => [...page.querySelectorAll('.MuiInputLabel-root')].map((label) => label.textContent?.replace(/\s*\*$/, ''));

describe('the report filters', () => {
  const filters: ReportFilters = { ...EMPTY_FILTERS, year: 2026, month: 9 };
  const render = (scope: ReportScope, options: Partial<Parameters<typeof ReportFilterFields>[0]> = {}) =>
    renderInApp(<ReportFilterFields value={filters} onChange={() => undefined} scope={scope} types={['showroom', 'service']} years={[2026]} {...options} />);

  it('offer period, year, month, type, mode with its source, and the places the scope leaves open (no dealer where not asked)', async () => {
    expect(fieldNames(await render({ level: 'all' }, { dealerPicker: false }))).toEqual(['Period', 'Year', 'Month', 'Type', 'Mode', 'Source', 'Region', 'Area']);
  });

  it('leave out the type on a page about one type, and the mode and source on a page of one mode (the VOC pages)', async () => {
    expect(fieldNames(await render({ level: 'dealer', dealerId: null }, { typePicker: false, fixedMode: true, required: true }))).toEqual(['Period', 'Year', 'Month']);
  });

  it('are a month, its type and any source on a one-month list', async () => {
    expect(fieldNames(await render({ level: 'dealer', dealerId: null }, { monthOnly: true }))).toEqual(['Year', 'Month', 'Type', 'Source']);
  });
});

describe('the period of the survey and voice pages', () => {
  it('changes its period, year and month at once', async () => {
    const changes: unknown[] = [];
    const page = await renderInApp(<PeriodEndingMonthFields value={{ period: 'monthly', year: 2026, month: 9 }} onChange={(change) => changes.push(change)} years={[2026, 2025]} />);
    expect(fieldNames(page)).toEqual(['Period', 'Year', 'Month']);
    await chooseIn(page, 'Period', 'ytd');
    await chooseIn(page, 'Year', '2025');
    await chooseIn(page, 'Month', '3');
    expect(changes).toEqual([{ period: 'ytd' }, { year: 2025 }, { month: 3 }]);
  });
});

describe('a report page’s heading', () => {
  it('is the page’s h1 with what the figures cover under it and how fresh they are beside it', async () => {
    const page = await renderInApp(<ReportHeading title="NPS" details={<p>Sep 2026</p>} aside={<p>Data as of today</p>} />);
    expect(page.querySelector('h1')?.textContent).toBe('NPS');
    expect(page.querySelector('h1')?.nextElementSibling?.textContent).toBe('Sep 2026');
    expect(page.textContent).toBe('NPSSep 2026Data as of today');
  });

  it('of a date range says the range, with no spreadsheet until the filters are valid', async () => {
    const page = await renderInApp(
      <ReportRangeBar range="1–30 Sep 2026" download={null}>
        <p>Data as of today</p>
      </ReportRangeBar>,
    );
    expect(page.textContent).toBe('1–30 Sep 2026Data as of today');
    expect(page.querySelector('button')).toBeNull();
  });
});

describe('a chart’s box', () => {
  it('holds a skeleton until the numbers come, then "No data" when they hold none; the chart is not drawn before', async () => {
    const drawn: unknown[] = [];
    const chart = (data: number[]) => {
      drawn.push(data);
      return <svg />;
    };
    const loading = await renderInApp(<ChartBox label="Trend" height={300} data={undefined} empty={(data: number[]) => data.length === 0} chart={chart} />);
    expect(loading.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Trend');
    expect(loading.querySelector('[data-testid="chart-skeleton"]')).not.toBeNull();
    await unmountApp();
    const empty = await renderInApp(<ChartBox label="Trend" height={260} data={[]} empty={(data) => data.length === 0} chart={chart} />, { language: 'th-TH' });
    expect(empty.textContent).toBe('ไม่พบข้อมูล (No data found)');
    expect(drawn).toEqual([]);
  });
});

describe('what a report page starts from', () => {
  it('is the user’s scope and ticket types, this month and the years on offer', async () => {
    const seen: { current?: ReportUser } = {};
    function Page() {
      seen.current = useReportUser(signedInUser('area_manager', { group: { showroom: true, service: false } }));
      return null;
    }
    await renderInApp(<Page />);
    expect(seen.current).toMatchObject({ scope: { level: 'area' }, types: ['showroom'] });
    const { today, years } = seen.current as ReportUser;
    expect(years).toContain(today.year);
  });
});
