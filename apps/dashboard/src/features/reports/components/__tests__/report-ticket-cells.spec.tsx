/** @jest-environment jsdom */
import '../../../../testing/jsdom-polyfills';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ScrollingTable } from '../../../../components/ui/scrolling-table';
import { renderInApp, unmountApp } from '../../../../testing/render-in-app';
import { ReportTicketCells, ReportTicketHeadings, metText } from '../report-ticket-cells';

afterEach(unmountApp);

const row = { ticket_id: 't1', case_no: 'CC-2609-0001', type: 'service' as const, source: 'callcenter' as const, dealer_label: 'D0001 นิสสัน สยาม', dealer_label_en: 'D0001 Nissan Siam' };

const cells = (page: HTMLElement) => [...page.querySelectorAll('tr')].map((tr) => [...tr.children].map((cell) => `${cell.tagName.toLowerCase()}:${cell.textContent}`));

describe('the first columns of a report’s ticket list', () => {
  it('are case number (the row’s heading), dealer, type and source, in the page’s language', async () => {
    const page = await renderInApp(
      <ScrollingTable label="Tickets">
        <TableHead>
          <TableRow>
            <ReportTicketHeadings />
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <ReportTicketCells row={row} />
          </TableRow>
          <TableRow>
            <ReportTicketCells row={{ ...row, case_no: null }} caseNo={<a href="/t1">link</a>} />
          </TableRow>
          <TableRow>
            <ReportTicketCells row={{ ...row, case_no: null }} />
          </TableRow>
        </TableBody>
      </ScrollingTable>,
    );
    const [head, first, linked, unnumbered] = cells(page);
    expect(head).toEqual(['th:Case no.', 'th:Dealer', 'th:Type', 'th:Source']);
    expect(first).toEqual(['th:CC-2609-0001', 'td:D0001 Nissan Siam', 'td:Service', 'td:Call centre']);
    expect(linked[0]).toBe('th:link');
    expect(unnumbered[0]).toBe('th:t1');
  });

  it('say whether a ticket met its KPI, with a dash while undecided', () => {
    const t = ((key: string) => key) as unknown as Parameters<typeof metText>[0];
    expect([metText(t, true), metText(t, false), metText(t, null)]).toEqual(['caseClosed.met', 'caseClosed.missed', '–']);
  });
});
