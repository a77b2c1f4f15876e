import 'reflect-metadata';
import { signedInUser } from '../../testing/signed-in-user';
import { earlyDashboardAddresses, earlyDashboardCalls, reportAddress } from '../early-dashboard-requests';

const user = signedInUser;

// 2026-11-25 in Bangkok.
const NOW = new Date('2026-11-25T05:00:00Z');
const paths = (addresses: string[]) => addresses.map((address) => address.split('?')[0]);

describe('the KPI dashboard calls started early', () => {
  it('are the freshness, then the network report, open tickets and the trend for head office, this month', () => {
    const addresses = earlyDashboardAddresses(user('nissan'), '', null, NOW);
    expect(paths(addresses)).toEqual(['/api/reports/freshness', '/api/tickets/report/kpi', '/api/reports/open-tickets', '/api/reports/status-trend']);
    const kpi = new URL(addresses[1] ?? '', 'http://localhost').searchParams;
    expect(Object.fromEntries(kpi)).toEqual({ year: '2026', month: '11', period: 'monthly', mode: 'overall', group_by: 'region' });
  });

  it('follow the filters of the address, else the ones kept for the tab', () => {
    const fromAddress = earlyDashboardAddresses(user('nissan'), '?month=3', 'month=4', NOW)[1] ?? '';
    expect(new URL(fromAddress, 'http://localhost').searchParams.get('month')).toBe('3');
    const fromTab = earlyDashboardAddresses(user('nissan'), '', 'month=4', NOW)[1] ?? '';
    expect(new URL(fromTab, 'http://localhost').searchParams.get('month')).toBe('4');
  });

  it('are none for a user whose /app/main has no KPI dashboard', () => {
    expect(earlyDashboardAddresses(user('external'), '', null, NOW)).toEqual([]);
  });

  it('write parameters as RTK Query does: undefined left out, the rest as text', () => {
    expect(reportAddress('/reports/x', { year: 2026, type: undefined, mode: 'overall' })).toBe('/api/reports/x?year=2026&mode=overall');
  });
});

describe('earlyDashboardCalls', () => {
  it("names the report the key figures read: the network's for head office", () => {
    const calls = earlyDashboardCalls(user('nissan'), '', null, NOW);
    expect(calls?.main.split('?')[0]).toBe('/api/tickets/report/kpi');
    expect(calls?.open.split('?')[0]).toBe('/api/reports/open-tickets');
  });

  it('is null for a user whose /app/main has no KPI dashboard', () => {
    expect(earlyDashboardCalls(user('external'), '', null, NOW)).toBeNull();
  });
});
