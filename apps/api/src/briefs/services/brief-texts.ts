import type { BriefLanguage, BriefMeasure } from '@voc/domain';

/**
 * The printed brief's texts, Thai and English (the PDF is rendered on the server, away from the
 * dashboard's catalogues; the web page has the same texts under brief.* in apps/dashboard i18n).
 */
export interface BriefTexts {
  title: string;
  network: string;
  region: string;
  area: string;
  notFinal: string;
  final: string;
  measure: string;
  value: string;
  target: string;
  previous: string;
  lastYear: string;
  change: string;
  categories: string;
  category: string;
  complaints: string;
  dealers: string;
  best: string;
  worst: string;
  pdca: string;
  openPlans: string;
  topics: string;
  quotes: string;
  none: string;
  generated: string;
  measures: Record<BriefMeasure, string>;
  states: Record<string, string>;
  types: Record<'sales' | 'service', string>;
}

export const BRIEF_TEXTS: Record<BriefLanguage, BriefTexts> = {
  th: {
    title: 'สรุปผู้บริหารประจำเดือน',
    network: 'ทั้งเครือข่าย',
    region: 'ภาค',
    area: 'เขต',
    notFinal: 'ตัวเลขยังไม่ปิดเดือน (ยังเปลี่ยนแปลงได้)',
    final: 'ตัวเลขสุดท้ายหลังปิดเดือน',
    measure: 'ตัวชี้วัด',
    value: 'ผล',
    target: 'เป้าหมาย',
    previous: 'เดือนก่อน',
    lastYear: 'เดือนเดียวกันปีก่อน',
    change: 'เปลี่ยน',
    categories: 'หมวดข้อร้องเรียนสูงสุด',
    category: 'หมวด',
    complaints: 'ข้อร้องเรียน',
    dealers: 'ผู้จำหน่ายที่ดีที่สุดและแย่ที่สุด 5 อันดับ',
    best: 'ดีที่สุด',
    worst: 'ต้องปรับปรุง',
    pdca: 'แผนพัฒนา (PDCA) ที่ยังไม่อนุมัติ',
    openPlans: 'แผนค้าง',
    topics: 'ประเด็นที่ลูกค้าพูดถึงเพิ่มขึ้น',
    quotes: 'เสียงลูกค้า',
    none: 'ไม่มี',
    generated: 'จัดทำเมื่อ',
    measures: {
      kpi2: 'KPI2 ติดต่อลูกค้าภายใน 48 ชม.',
      kpi3: 'KPI3 เสนอแนวทางแก้ไขภายใน 48 ชม.',
      kpi4a: 'KPI4a ปิดเรื่องภายใน 5 วัน',
      nps_showroom: 'NPS ฝ่ายขาย',
      nps_service: 'NPS ฝ่ายบริการ',
      response_showroom: 'อัตราตอบแบบสอบถาม ฝ่ายขาย',
      response_service: 'อัตราตอบแบบสอบถาม ฝ่ายบริการ',
      recovery_showroom: 'อัตราการกู้คืนลูกค้า ฝ่ายขาย',
      recovery_service: 'อัตราการกู้คืนลูกค้า ฝ่ายบริการ',
    },
    states: { owed: 'ยังไม่เขียน', draft: 'ร่าง', submitted: 'รออนุมัติ', returned: 'ส่งกลับแก้ไข', overdue: 'เกินกำหนด', accepted: 'อนุมัติแล้ว' },
    types: { sales: 'ขาย', service: 'บริการ' },
  },
  en: {
    title: 'Monthly executive brief',
    network: 'Whole network',
    region: 'Region',
    area: 'Area',
    notFinal: 'Figures not final yet (the month has not closed)',
    final: 'Final figures, month closed',
    measure: 'Measure',
    value: 'Result',
    target: 'Target',
    previous: 'Previous month',
    lastYear: 'Same month last year',
    change: 'Change',
    categories: 'Top complaint categories',
    category: 'Category',
    complaints: 'Complaints',
    dealers: 'Best and worst five dealers',
    best: 'Best',
    worst: 'Needs improvement',
    pdca: 'PDCA plans not yet accepted',
    openPlans: 'Open plans',
    topics: 'Trending customer topics',
    quotes: 'Customer voices',
    none: 'None',
    generated: 'Written',
    measures: {
      kpi2: 'KPI2 contact within 48 h',
      kpi3: 'KPI3 solution within 48 h',
      kpi4a: 'KPI4a closed within 5 days',
      nps_showroom: 'NPS sales',
      nps_service: 'NPS service',
      response_showroom: 'Survey response rate, sales',
      response_service: 'Survey response rate, service',
      recovery_showroom: 'Recovery rate, sales',
      recovery_service: 'Recovery rate, service',
    },
    states: { owed: 'Not written', draft: 'Draft', submitted: 'Awaiting review', returned: 'Returned', overdue: 'Overdue', accepted: 'Accepted' },
    types: { sales: 'Sales', service: 'Service' },
  },
};
