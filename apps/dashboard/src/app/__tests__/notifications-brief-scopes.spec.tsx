/** @jest-environment jsdom */
// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import '../../testing/jsdom-polyfills';
import type { SubscriptionsView } from '@voc/contracts';
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../provider';
import { createAppStore } from '../store';
import { subscriptionsApi } from '../../features/subscriptions/api/subscriptions-api';
import { NotificationSettingsPage } from '../../features/subscriptions/components/notification-settings-page';

let root: Root | undefined;
let container: HTMLElement;

/** The page with GET /api/subscriptions/me's answer (and no saved report views) already in the store. */
async function renderWith(view: SubscriptionsView) {
  const store = createAppStore();
  await store.dispatch(subscriptionsApi.util.upsertQueryData('mySubscriptions', undefined, view));
  await store.dispatch(subscriptionsApi.util.upsertQueryData('myReportSchedules', undefined, { views: [], has_email: true }));
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <AppProvider store={store}>
        <MemoryRouter>
          <NotificationSettingsPage />
        </MemoryRouter>
      </AppProvider>,
    );
  });
}

const text = () => container.textContent ?? '';
const briefSwitch = () => [...container.querySelectorAll('label')].find((label) => label.textContent?.includes('สรุปผู้บริหารประจำเดือนเมื่อปิดเดือน'))?.querySelector('input[type="checkbox"]');

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

const offered = (brief_scopes: string[]): SubscriptionsView => ({
  monthly_brief: false,
  weekly_digest: false,
  alerts: false,
  alerts_sms: false,
  language: 'th',
  available: ['monthly_brief', 'weekly_digest', 'alerts'],
  brief_scopes,
  has_email: true,
  has_mobile: false,
});

describe('/app/notifications offers the monthly brief of the scopes the api names', () => {
  // The api names brief scopes as the brief page does (region-Region1, area-N1); the page read them
  // as region:Region1 and failed to render for every region and area manager.
  it.each<[string, string[], string]>([
    ['head office (the network)', ['network'], 'ทั้งเครือข่าย'],
    ['a region manager (their region)', ['region-Region1'], 'ภาค REGION 1'],
    ['an area manager of two areas', ['area-N1', 'area-N2'], 'เขต N1, เขต N2'],
  ])('%s: the switch, with its scopes named', async (_who, scopes, named) => {
    await renderWith(offered(scopes));
    expect(briefSwitch()).toBeDefined();
    expect(text()).toContain(`ส่งเมื่อปิดตัวเลขของเดือน พร้อมไฟล์ PDF: ${named}`);
  });

  it('no brief switch when the scope offers none (a dealer)', async () => {
    await renderWith({ ...offered([]), available: ['weekly_digest', 'alerts'] });
    expect(briefSwitch()).toBeUndefined();
    expect(text()).toContain('สรุปประจำสัปดาห์');
  });
});
