/**
 * The Thai texts of saved views and of the KPI tables' targets and few-cases mark (issue 32), kept
 * out of th-TH.ts: that catalogue is part of /app/main's first load, which is at its budget. They
 * are registered by saved-views-texts.ts, which the components that show them import.
 */
export const thTHSavedViews = {
  // Report readability (issue 32)
  'kpi.target': 'เป้า ≥ {{target}}',
  'kpi.target.met': 'ถึงเป้า',
  'kpi.target.missed': 'ต่ำกว่าเป้า',
  'kpi.fewCases': 'เคสน้อย',
  'kpi.fewCases.hint': 'คิดจากเคสไม่ถึง {{n}} เคส อ่านตัวเลขนี้อย่างระวัง',
  // Saved views (issue 32)
  'messages.savedView.saved': 'บันทึกมุมมองแล้ว',
  'messages.savedView.renamed': 'เปลี่ยนชื่อมุมมองแล้ว',
  'messages.savedView.deleted': 'ลบมุมมองแล้ว',
  'savedViews.save': 'บันทึกมุมมอง',
  'savedViews.saveTitle': 'บันทึกตัวกรองที่ใช้อยู่เป็นมุมมอง',
  'savedViews.saveHint': 'มุมมองจะอยู่ในเมนูผู้ใช้ (มุมหน้าจอด้านขวาบน) เปิดแล้วได้ตัวกรองชุดนี้ทันที',
  'savedViews.name': 'ชื่อมุมมอง',
  'savedViews.menu': 'มุมมองที่บันทึกไว้',
  'savedViews.none': 'ยังไม่มีมุมมองที่บันทึกไว้',
  'savedViews.manage': 'จัดการมุมมองที่บันทึกไว้',
  'savedViews.manageTitle': 'มุมมองที่บันทึกไว้',
  'savedViews.open': 'เปิด',
  'savedViews.rename': 'เปลี่ยนชื่อ',
  'savedViews.renameOf': 'เปลี่ยนชื่อ {{name}}',
  'savedViews.delete': 'ลบ',
  'savedViews.deleteOf': 'ลบ {{name}}',
  'savedViews.page': 'หน้า',
  'savedViews.filters': 'ตัวกรอง',
  'savedViews.noFilters': 'ไม่มีตัวกรอง',
  'savedViews.close': 'ปิด',
};
