import type { ReportDownloadPage } from '@voc/domain';

/** The spreadsheet download of each report page (under /api). */
export function reportDownloadUrl(page: ReportDownloadPage): string {
  switch (page.download) {
    case 'kpi':
      return page.variant === 'qvoc' ? '/tickets/report/excel/qvoc/kpi' : '/tickets/report/excel/dealer/kpi';
    case 'voc':
      return '/tickets/report/excel/voc';
    case 'responserate':
      return '/tickets/report/excel/responserate';
    case 'voice':
      return '/voice/excel';
    case 'pdca':
      return '/tickets/report/excel/pdca';
    case 'notify':
      return '/tickets/report/excel/notify';
    case 'caseclosed':
      return '/tickets/report/excel/caseclosed';
  }
}
