/** @jest-environment jsdom */
import '../../../../testing/jsdom-polyfills';
import i18next from 'i18next';
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { SurveyCommentView, VoiceDriver, VoiceTrendingAnswer } from '@voc/contracts';
import { enUS } from '../../../../i18n/en-US';
import { thTH } from '../../../../i18n/th-TH';
import { CommentCard } from '../comment-card';
import { VoiceDriversBars } from '../voice-drivers-bars';
import { VoiceTrendingLists } from '../voice-trending-lists';
import { setDateLocale } from '../../../../lib/date-style';

let root: Root | undefined;
let container: HTMLElement;

async function render(node: React.ReactNode, language: 'th-TH' | 'en-US' = 'en-US') {
  const i18n = i18next.createInstance();
  // The app's one i18n instance sets the date style on every language change (i18n.ts); this one is the test's.
  setDateLocale(language);
  await i18n.use(initReactI18next).init({ lng: language, resources: { 'th-TH': { translation: thTH }, 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{node}</MemoryRouter>
      </I18nextProvider>,
    ),
  );
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

const text = () => container.textContent ?? '';
const links = () => [...container.querySelectorAll('a')].map((a) => ({ text: a.textContent, href: a.getAttribute('href') }));

const comment: SurveyCommentView = {
  id: 'service:SV-1',
  type: 'service',
  survey_id: 'SV-1',
  dealer_id: 'd1',
  dealer_code: 'D0001',
  dealer_name: 'นิสสัน สยาม',
  dealer_name_en: 'Nissan Siam',
  region: 'Region3',
  area_code: 'R3-1',
  responded_day: '2026-10-14',
  nps: 3,
  band: 'bottom6',
  satisfied: 'N',
  comment: 'รอนานมาก แต่พนักงานสุภาพ',
  polarity: 'negative',
  topics: [
    { topic: 'S03', kind: 'complaint', words: ['รอนาน'] },
    { topic: 'praise.staff', kind: 'praise', words: ['พนักงานสุภาพ'] },
  ],
  highlights: [
    { start: 0, end: 5, topic: 'S03' },
    { start: 'รอนานมาก แต่'.length, end: 'รอนานมาก แต่พนักงานสุภาพ'.length, topic: 'praise.staff' },
  ],
  ticket: { id: '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b', case_no: 'SV-2610-0001' },
};

describe('a comment of the list', () => {
  it('shows score, dealer, day, topics and the decisive words marked, linked to its survey ticket', async () => {
    await render(<CommentCard comment={comment} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['รอนาน', 'พนักงานสุภาพ']);
    expect(text()).toContain('Score 3');
    expect(text()).toContain('D0001 Nissan Siam');
    expect(text()).toContain('2026-10-14');
    expect(text()).toContain('Praise: staff');
    expect(links()).toEqual([{ text: 'Ticket SV-2610-0001', href: '/app/ticket/survey/service/3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b' }]);
  });

  it('has no ticket link when the answer raised none, and reads in Thai', async () => {
    await render(<CommentCard comment={{ ...comment, ticket: null }} />, 'th-TH');
    expect(links()).toEqual([]);
    expect(text()).toContain('คะแนน 3');
    expect(text()).toContain('นิสสัน สยาม');
  });
});

const trending: VoiceTrendingAnswer = {
  scope: { level: 'network', key: '', label: 'ทั้งประเทศ', label_en: 'Network' },
  period: { from: '2026-10-01', to: '2026-11-01' },
  baseline_period: { from: '2026-07-01', to: '2026-10-01' },
  texts: 400,
  baseline_texts: 1000,
  topics: [
    { key: 'S03', kind: 'complaint', now: 40, now_share: 10, before: 43, before_share: 4.3, g2: 18.2, ratio: 2.33, significant: true },
    { key: 'praise.speed', kind: 'praise', now: 3, now_share: 0.8, before: 0, before_share: 0, g2: 5.1, ratio: null, significant: true },
    { key: 'A01', kind: 'complaint', now: 5, now_share: 1.3, before: 10, before_share: 1, g2: 0.4, ratio: 1.3, significant: false },
  ],
  terms: [{ key: 'รอนาน', kind: null, now: 30, now_share: 7.5, before: 20, before_share: 2, g2: 30, ratio: 3.75, significant: true }],
  emerging_level: 'region',
  emerging: [
    {
      place: { level: 'region', key: 'Region3', label: 'ภาค 3', label_en: 'Region 3' },
      topic: 'S05',
      kind: 'complaint',
      now: 12,
      now_share: 9,
      before: 2,
      before_share: 1,
      g2: 12,
      rest_g2: 0.2,
      rest_now_share: 1.1,
      rest_before_share: 1,
    },
  ],
  data_as_of: null,
};

describe('trending lists', () => {
  it('say each rise plainly (×ratio, new, not yet significant) and link each topic, term and place to its comments', async () => {
    await render(<VoiceTrendingLists trending={trending} topicLink={(topic) => `/t/${topic}`} termLink={(term) => `/q/${term}`} placeTopicLink={(topic, place) => `/p/${place.key}/${topic}`} />);
    expect(text()).toContain('Rising ×2.3');
    expect(text()).toContain('New');
    expect(text()).toContain('Rising ×1.3, not yet significant');
    expect(text()).toContain('Rising ×3.8');
    expect(links().map((link) => link.href)).toEqual(['/t/S03', '/t/praise.speed', '/t/A01', '/q/รอนาน', '/p/Region3/S05']);
    expect(text()).toContain('rising in Region 3');
    expect(container.querySelector('[title^="Significant rise, G² = 18.2"]')).not.toBeNull();
    expect(container.querySelector('[title^="May be chance, G² = 0.4"]')).not.toBeNull();
  });

  it('say so when nothing rose', async () => {
    await render(<VoiceTrendingLists trending={{ ...trending, topics: [], terms: [], emerging: [] }} topicLink={() => '/'} termLink={() => '/'} placeTopicLink={() => '/'} />);
    expect(text()).toContain('Nothing rose in this period');
    expect(text()).toContain('No topic rises in one place only');
  });
});

const driver = (topic: string, impact: number | null): VoiceDriver => ({ topic, kind: topic.startsWith('praise.') ? 'praise' : 'complaint', comments: 20, share: 12.5, nps_with: -40, nps_without: 24, impact, rank: 1 });

describe('NPS driver bars', () => {
  it('say what each topic costs or brings the place, bars scaled to the largest, each a link to its comments', async () => {
    await render(<VoiceDriversBars drivers={[driver('S03', 8), driver('praise.staff', -2), driver('A01', null), driver('A02', 0)]} placeName="Region 3" linkOf={(topic) => `/c/${topic}`} />);
    expect(links()).toEqual([
      { text: 'S03 Waiting time costs Region 3 8.0 NPS points', href: '/c/S03' },
      { text: 'Praise: staff brings Region 3 2.0 NPS points', href: '/c/praise.staff' },
    ]);
    const bars = [...container.querySelectorAll<HTMLElement>('[data-impact-bar]')].map((bar) => bar.style.width);
    expect(bars).toEqual(['100%', '25%']);
  });

  it('says no data when no topic moves NPS', async () => {
    await render(<VoiceDriversBars drivers={[driver('A01', null)]} placeName="Region 3" linkOf={() => '/'} />);
    expect(text()).toBe('No data found');
  });
});
