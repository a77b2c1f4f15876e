/**
 * The Thai texts of the report pages' phone filters and chart labels (issue 32), kept out of
 * th-TH.ts: that catalogue is part of /app/main's first load, which is at its budget. Registered by
 * report-reading-texts.ts, which the report filter panel imports.
 */
export const thTHReportReading = {
  'reports.filterDrawer.open': 'ตัวกรอง (Filters)',
  'reports.filterDrawer.title': 'ตัวกรองรายงาน',
  'reports.filterDrawer.apply': 'ใช้ตัวกรอง (Apply)',
  'reports.filterDrawer.close': 'ปิด',
  'reports.filterDrawer.inUse': 'ตัวกรองที่ใช้อยู่',
  'reports.filterChip': '{{field}}: {{value}}',
};
