import type { VoiceDriver, VoiceDriversAnswer, VoiceEmergingItem, VoiceTopicFigure, VoiceTopicsAnswer, VoiceTrendingAnswer, VoiceTrendItem } from '@voc/contracts';
import type { Locale } from '@voc/domain';
import { sheetOf, writeWorkbook, type AnySheet, type SheetColumn } from '@voc/spreadsheets';
import type { Writable } from 'node:stream';

const percent = (value: number | null) => (value === null ? null : value / 100);

const TOPIC_COLUMNS: SheetColumn<VoiceTopicFigure>[] = [
  { key: 'rank', header: { 'th-TH': 'อันดับ', 'en-US': 'Rank' }, width: 8, kind: 'integer', value: (row) => row.rank },
  { key: 'topic', header: { 'th-TH': 'หัวข้อ', 'en-US': 'Topic' }, width: 16, kind: 'text', value: (row) => row.topic },
  { key: 'kind', header: { 'th-TH': 'ประเภท', 'en-US': 'Kind' }, width: 12, kind: 'text', value: (row) => row.kind },
  { key: 'texts', header: { 'th-TH': 'จำนวนความเห็น', 'en-US': 'Texts' }, width: 12, kind: 'integer', value: (row) => row.texts },
  { key: 'share', header: { 'th-TH': 'สัดส่วน', 'en-US': 'Share' }, width: 10, kind: 'percent', value: (row) => percent(row.share) },
  { key: 'previous', header: { 'th-TH': 'ช่วงก่อนหน้า', 'en-US': 'Previous period' }, width: 14, kind: 'integer', value: (row) => row.previous },
  { key: 'previous_share', header: { 'th-TH': 'สัดส่วนช่วงก่อนหน้า', 'en-US': 'Previous share' }, width: 14, kind: 'percent', value: (row) => percent(row.previous_share) },
  { key: 'bottom6', header: { 'th-TH': 'Bottom6', 'en-US': 'Bottom6' }, width: 10, kind: 'integer', value: (row) => row.by_band.bottom6 },
  { key: 'top2box', header: { 'th-TH': 'Top2Box', 'en-US': 'Top2Box' }, width: 10, kind: 'integer', value: (row) => row.by_band.top2box },
  { key: 'negative', header: { 'th-TH': 'เชิงลบ', 'en-US': 'Negative' }, width: 10, kind: 'integer', value: (row) => row.by_polarity.negative },
  { key: 'words', header: { 'th-TH': 'คำที่พบบ่อย', 'en-US': 'Frequent words' }, width: 40, kind: 'text', value: (row) => row.words.map((w) => w.word).join(', ') },
];

const TREND_COLUMNS: SheetColumn<VoiceTrendItem>[] = [
  { key: 'key', header: { 'th-TH': 'หัวข้อหรือคำ', 'en-US': 'Topic or term' }, width: 24, kind: 'text', value: (row) => row.key },
  { key: 'now', header: { 'th-TH': 'ช่วงนี้', 'en-US': 'This period' }, width: 12, kind: 'integer', value: (row) => row.now },
  { key: 'now_share', header: { 'th-TH': 'สัดส่วนช่วงนี้', 'en-US': 'Share now' }, width: 12, kind: 'percent', value: (row) => percent(row.now_share) },
  { key: 'before', header: { 'th-TH': 'ช่วงฐาน', 'en-US': 'Baseline' }, width: 12, kind: 'integer', value: (row) => row.before },
  { key: 'before_share', header: { 'th-TH': 'สัดส่วนช่วงฐาน', 'en-US': 'Baseline share' }, width: 12, kind: 'percent', value: (row) => percent(row.before_share) },
  { key: 'g2', header: { 'th-TH': 'G²', 'en-US': 'G²' }, width: 10, kind: 'decimal', value: (row) => row.g2 },
  { key: 'significant', header: { 'th-TH': 'มีนัยสำคัญ', 'en-US': 'Significant' }, width: 12, kind: 'text', value: (row) => (row.significant ? '✓' : '') },
];

const EMERGING_COLUMNS = (locale: Locale): SheetColumn<VoiceEmergingItem>[] => [
  { key: 'place', header: { 'th-TH': 'พื้นที่', 'en-US': 'Place' }, width: 30, kind: 'text', value: (row) => (locale === 'en-US' ? row.place.label_en : row.place.label) },
  { key: 'topic', header: { 'th-TH': 'หัวข้อ', 'en-US': 'Topic' }, width: 16, kind: 'text', value: (row) => row.topic },
  { key: 'now', header: { 'th-TH': 'ช่วงนี้', 'en-US': 'This period' }, width: 12, kind: 'integer', value: (row) => row.now },
  { key: 'now_share', header: { 'th-TH': 'สัดส่วนช่วงนี้', 'en-US': 'Share now' }, width: 12, kind: 'percent', value: (row) => percent(row.now_share) },
  { key: 'before_share', header: { 'th-TH': 'สัดส่วนช่วงฐาน', 'en-US': 'Baseline share' }, width: 12, kind: 'percent', value: (row) => percent(row.before_share) },
  { key: 'g2', header: { 'th-TH': 'G²', 'en-US': 'G²' }, width: 10, kind: 'decimal', value: (row) => row.g2 },
  { key: 'rest_now_share', header: { 'th-TH': 'สัดส่วนที่อื่น', 'en-US': 'Rest of network share' }, width: 16, kind: 'percent', value: (row) => percent(row.rest_now_share) },
];

const DRIVER_COLUMNS: SheetColumn<VoiceDriver>[] = [
  { key: 'rank', header: { 'th-TH': 'อันดับ', 'en-US': 'Rank' }, width: 8, kind: 'integer', value: (row) => row.rank },
  { key: 'topic', header: { 'th-TH': 'หัวข้อ', 'en-US': 'Topic' }, width: 16, kind: 'text', value: (row) => row.topic },
  { key: 'comments', header: { 'th-TH': 'จำนวนความเห็น', 'en-US': 'Comments' }, width: 12, kind: 'integer', value: (row) => row.comments },
  { key: 'share', header: { 'th-TH': 'สัดส่วน', 'en-US': 'Share' }, width: 10, kind: 'percent', value: (row) => percent(row.share) },
  { key: 'nps_with', header: { 'th-TH': 'NPS เมื่อกล่าวถึง', 'en-US': 'NPS with' }, width: 14, kind: 'decimal', value: (row) => row.nps_with },
  { key: 'nps_without', header: { 'th-TH': 'NPS เมื่อไม่กล่าวถึง', 'en-US': 'NPS without' }, width: 14, kind: 'decimal', value: (row) => row.nps_without },
  { key: 'impact', header: { 'th-TH': 'ผลต่อ NPS', 'en-US': 'NPS impact' }, width: 12, kind: 'decimal', value: (row) => row.impact },
];

export interface VoiceAnswers {
  topics: VoiceTopicsAnswer;
  trending: VoiceTrendingAnswer;
  drivers: VoiceDriversAnswer;
}

/** The voice answers as a workbook: topics, rising topics and terms, emerging topics, NPS drivers. */
export function voiceSheets(answers: VoiceAnswers, locale: Locale): AnySheet[] {
  const en = locale === 'en-US';
  return [
    sheetOf<VoiceTopicFigure>({ name: en ? 'Topics' : 'หัวข้อ', columns: TOPIC_COLUMNS, rows: answers.topics.topics }),
    sheetOf<VoiceTrendItem>({ name: en ? 'Rising topics' : 'หัวข้อที่เพิ่มขึ้น', columns: TREND_COLUMNS, rows: answers.trending.topics }),
    sheetOf<VoiceTrendItem>({ name: en ? 'Rising terms' : 'คำที่เพิ่มขึ้น', columns: TREND_COLUMNS, rows: answers.trending.terms }),
    sheetOf<VoiceEmergingItem>({ name: en ? 'Emerging' : 'หัวข้อที่เกิดใหม่', columns: EMERGING_COLUMNS(locale), rows: answers.trending.emerging }),
    sheetOf<VoiceDriver>({ name: en ? 'NPS drivers' : 'ปัจจัยต่อ NPS', columns: DRIVER_COLUMNS, rows: answers.drivers.drivers }),
  ];
}

export function writeVoiceWorkbook(out: Writable, answers: VoiceAnswers, locale: Locale): Promise<number> {
  return writeWorkbook(out, voiceSheets(answers, locale), { locale });
}
