/**
 * The Thai texts the light first view of /app/main shows beyond the start texts (issue 15): the
 * welcome banner's greeting, the KPI dashboard's heading and its key figures
 * (components/reports/kpi-figures.tsx). Part of the pages' texts (th-TH.ts spreads them in); the
 * first view carries these alone, not the pages' whole catalogue.
 */
export const thTHFirstView = {
  'home.welcome': 'ยินดีต้อนรับ (Welcome)',
  'home.welcomeName': 'คุณ{{firstName}} {{lastName}}',
  'kpiDashboard.title': 'ภาพรวม KPI (KPI overview)',
  'kpiDashboard.tiles': 'ตัวชี้วัดหลัก (Key figures)',
  'kpiDashboard.tile.open': 'เคสที่ยังเปิดอยู่ (Open tickets)',
  'kpiDashboard.tile.open.hint': 'ตรงเวลา {{onTime}} เคส · นับ ณ ปัจจุบัน (On time {{onTime}} · counted now)',
  'kpiDashboard.tile.breached': 'เกินกำหนดแล้ว (Breached now)',
  'kpiDashboard.tile.breached.hint': '{{share}} ของเคสที่เปิดอยู่ ({{share}} of open tickets)',
  'kpiDashboard.tile.dueSoon': 'ใกล้ครบกำหนด (Due soon)',
  'kpiDashboard.tile.dueSoon.hint': 'เหลือเวลาไม่ถึง 20% ของกำหนด (Under 20% of the time left)',
  'kpi.kpi2a': 'KPI2a',
  'kpi.kpi2a.title': 'ติดต่อลูกค้าภายใน 24 ชม. (Contact within 24 h)',
  'kpi.kpi4a': 'KPI4a',
  'kpi.kpi4a.title': 'ปิดเคสภายใน 5 วัน (Closed within 5 days)',
  'reports.metOfDecided': 'ผ่าน {{met}} จาก {{decided}} เคส (Met {{met}} of {{decided}})',
};
