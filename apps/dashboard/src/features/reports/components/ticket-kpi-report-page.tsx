import { KPI_GROUPINGS, type SignedInUser } from '@voc/contracts';
import { KpiReportPage, type KpiPageVariant } from './kpi-report-page';

const TICKET_KPI: KpiPageVariant = { groupings: KPI_GROUPINGS, download: { download: 'kpi', variant: 'ticket' } };

/**
 * `/app/report/ticketkpi`: KPI attainment per region, area, dealer or month, every mode and type
 * the user sees; TICKET_KPI_{DDMMYY}.xlsx from the report's header.
 */
export function TicketKpiReportPage({ title, user }: { title: string; user: SignedInUser }) {
  return <KpiReportPage title={title} user={user} variant={TICKET_KPI} />;
}
