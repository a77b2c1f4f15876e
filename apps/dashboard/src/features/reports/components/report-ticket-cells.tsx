import TableCell from '@mui/material/TableCell';
import type { CaseClosedRow } from '@voc/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What every report's list of tickets shows of a ticket first. */
type ReportTicket = Pick<CaseClosedRow, 'ticket_id' | 'case_no' | 'type' | 'source' | 'dealer_label' | 'dealer_label_en'>;

/** The headings of a report's ticket list's first columns: case number, dealer, type, source. */
export function ReportTicketHeadings() {
  const { t } = useTranslation();
  return (
    <>
      <TableCell>{t('caseClosed.col.caseNo')}</TableCell>
      <TableCell>{t('reports.field.dealer')}</TableCell>
      <TableCell>{t('reports.field.type')}</TableCell>
      <TableCell>{t('reports.field.source')}</TableCell>
    </>
  );
}

/** A ticket's first cells in a report's list: its case number (the row's heading; a link where given), dealer, type and source. */
export function ReportTicketCells({ row, caseNo }: { row: ReportTicket; caseNo?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <TableCell component="th" scope="row">
        {caseNo ?? row.case_no ?? row.ticket_id}
      </TableCell>
      <TableCell>{i18n.language.startsWith('en') ? row.dealer_label_en : row.dealer_label}</TableCell>
      <TableCell>{t(`reports.type.${row.type}`)}</TableCell>
      <TableCell>{t(`ticketSource.${row.source}`)}</TableCell>
    </>
  );
}

/** Whether a ticket met its KPI, in words; a dash while that is not decided. */
export function metText(t: TFunction, met: boolean | null): string {
  return met === null ? '–' : met ? t('caseClosed.met') : t('caseClosed.missed');
}
