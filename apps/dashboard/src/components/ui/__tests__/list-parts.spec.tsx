/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import { createColumnHelper } from '@tanstack/react-table';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { clickOn, renderInApp, unmountApp } from '../../../testing/render-in-app';
import { BackLink } from '../back-link';
import { EntryDialog } from '../entry-dialog';
import { ListPagedTable } from '../list-paged-table';
import { NoDataRow } from '../no-data-row';
import { PageHeading } from '../page-heading';
import { PagedResults } from '../paged-results';
import { RecordHeader } from '../record-header';
import { RowLink } from '../row-link';
import { ScrollingTable } from '../scrolling-table';
import { TablePanel } from '../table-panel';
import type { PagedTableFeatures } from '../server-paged-table';
import { TotalRow } from '../total-row';

afterEach(unmountApp);

describe('a page heading', () => {
  it('is the page’s one h1, with its actions beside it and its introduction under it', async () => {
    const page = await renderInApp(<PageHeading title="Dealers" actions={<button type="button">New dealer</button>} intro="Every branch." />);
    expect([...page.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual(['Dealers']);
    expect(page.querySelector('h1')?.parentElement?.textContent).toBe('DealersNew dealer');
    expect(page.textContent).toBe('DealersNew dealerEvery branch.');
  });

  it('keeps the row of actions when there are none to offer the user, and is the heading alone without it', async () => {
    const withRow = await renderInApp(<PageHeading title="Dealers" actions={false} />);
    expect(withRow.querySelector('h1')?.parentElement).not.toBe(withRow);
    await unmountApp();
    const alone = await renderInApp(<PageHeading title="Dealers" />);
    expect(alone.querySelector('h1')?.parentElement).toBe(alone);
  });
});

describe('the frame of a paged list', () => {
  it('says "loading" until the total is known, then the total in words, and shows a bar only while a page loads', async () => {
    const loading = await renderInApp(
      <PagedResults total={undefined} totalText={(total) => `${total} dealers`} loading>
        <p>rows</p>
      </PagedResults>,
    );
    expect(loading.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    expect(loading.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Loading…');
    await unmountApp();
    const loaded = await renderInApp(
      <PagedResults total={12} totalText={(total) => `${total} dealers`} loading={false}>
        <p>rows</p>
      </PagedResults>,
      { language: 'th-TH' },
    );
    expect(loaded.querySelector('[role="status"]')?.textContent).toBe('12 dealers');
    // The idle bar keeps its place, hidden from everyone.
    expect(loaded.querySelector('[role="progressbar"]')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(loaded.textContent).toContain('rows');
  });
});

interface Row {
  id: string;
  name: string;
}
const helper = createColumnHelper<PagedTableFeatures, Row>();
const columns = helper.columns([helper.accessor('name', { header: () => 'Name', cell: (info) => <RowLink to={`/rows/${info.row.original.id}`}>{info.getValue()}</RowLink> })]);

describe('the table of a list kept in its address', () => {
  it('changes the list’s page through its pager', async () => {
    const changes: unknown[] = [];
    const page = await renderInApp(
      <ListPagedTable<Row, { page: number; limit: number }>
        columns={columns}
        rows={[{ id: 'a', name: 'Siam' }]}
        total={45}
        params={{ page: 1, limit: 20 }}
        onChange={(change) => changes.push(change)}
        pageSizes={[20, 50]}
        getRowId={(row) => row.id}
        loading={false}
        caption="Rows"
      />,
    );
    await act(async () => page.querySelector<HTMLButtonElement>('button[aria-label="Next page"]')?.click());
    expect(changes).toEqual([{ page: 2 }]);
  });

  it('says "No data found" across every column when the page holds no rows', async () => {
    const page = await renderInApp(
      <ListPagedTable<Row, { page: number; limit: number }> columns={columns} rows={[]} total={0} params={{ page: 1, limit: 20 }} onChange={() => undefined} pageSizes={[20]} getRowId={(row) => row.id} loading={false} caption="Rows" />,
    );
    const cell = page.querySelector('tbody td');
    expect(cell?.textContent).toBe('No data found');
    expect(cell?.getAttribute('colspan')).toBe('1');
  });
});

describe('a row’s link', () => {
  it('opens the row’s page once: the row’s own click does not hear it', async () => {
    let rowClicks = 0;
    const page = await renderInApp(
      <Routes>
        <Route
          path="/"
          element={
            <div onClick={() => (rowClicks += 1)}>
              <RowLink to="/rows/a">Siam</RowLink>
            </div>
          }
        />
        <Route path="/rows/a" element={<p>Row a</p>} />
      </Routes>,
    );
    await clickOn(page, 'a', 'Siam');
    expect(rowClicks).toBe(0);
    expect(page.textContent).toBe('Row a');
  });
});

describe('the head of a record’s page', () => {
  it('leads back to its list, names the record with its status, and offers its actions', async () => {
    const page = await renderInApp(<RecordHeader back={{ to: '/app/dealer', label: 'Back to Dealers' }} title="D0001 Siam" badges={<span>Normal</span>} subtitle={<p>Branch 1</p>} actions={<button type="button">Edit</button>} />);
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/app/dealer');
    expect(page.querySelector('a')?.textContent).toBe('Back to Dealers');
    expect(page.querySelector('h1')?.textContent).toBe('D0001 Siam');
    expect(page.textContent).toBe('Back to DealersD0001 SiamNormalBranch 1Edit');
  });

  it('has a way back of its own for pages without a record yet', async () => {
    const page = await renderInApp(<BackLink to="/app/user" label="Back to Users" />);
    expect(page.querySelector('a[href="/app/user"]')?.textContent).toBe('Back to Users');
  });
});

describe('small report tables', () => {
  it('scroll in a named frame the keyboard can reach, the table named too where asked', async () => {
    const page = await renderInApp(
      <>
        <ScrollingTable label="Rules" labelTable>
          <TableBody />
        </ScrollingTable>
        <ScrollingTable label="Measures">
          <TableBody />
        </ScrollingTable>
      </>,
    );
    const frames = [...page.querySelectorAll('[role="region"]')];
    expect(frames.map((frame) => [frame.getAttribute('aria-label'), frame.getAttribute('tabindex'), frame.querySelector('table')?.getAttribute('aria-label') ?? null])).toEqual([
      ['Rules', '0', 'Rules'],
      ['Measures', '0', null],
    ]);
  });

  it('end with their total row, and say when they hold nothing', async () => {
    const page = await renderInApp(
      <ScrollingTable label="Figures">
        <TableBody>
          <NoDataRow columns={3} />
        </TableBody>
        <TableFooter>
          <TotalRow>
            <TableCell component="th">Total</TableCell>
          </TotalRow>
        </TableFooter>
      </ScrollingTable>,
      { language: 'th-TH' },
    );
    expect(page.querySelector('tbody td')?.getAttribute('colspan')).toBe('3');
    expect(page.querySelector('tbody td')?.textContent).toBe('ไม่พบข้อมูล (No data found)');
    expect(page.querySelector('tfoot tr th')?.textContent).toBe('Total');
  });
});

describe('a page’s one table', () => {
  it('sits in its frame named after the page, a bar over it while its rows load, its pager under it', async () => {
    const page = await renderInApp(
      <TablePanel label="Alert rules" loading footer={<p>pager</p>}>
        <TableBody />
      </TablePanel>,
    );
    expect(page.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Loading…');
    expect(page.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Alert rules');
    expect(page.querySelector('table')?.getAttribute('aria-label')).toBe('Alert rules');
    expect(page.textContent).toBe('pager');
  });
});

describe('the dialog of a master list’s entry', () => {
  it('is closed with no entry, named by its title, and gives its form the entry (none for a new one)', async () => {
    const forms: unknown[] = [];
    const form = (entry: { id: string } | null) => {
      forms.push(entry);
      return <p key={entry?.id ?? 'new'}>form</p>;
    };
    await renderInApp(
      <EntryDialog editing={null} onClose={() => undefined} title="Add a rule">
        {form}
      </EntryDialog>,
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await unmountApp();
    await renderInApp(
      <EntryDialog editing="new" onClose={() => undefined} title="Add a rule">
        {form}
      </EntryDialog>,
    );
    const dialog = document.querySelector('[role="dialog"]');
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Add a rule');
    await unmountApp();
    await renderInApp(
      <EntryDialog editing={{ id: 'r1' }} onClose={() => undefined} title="Edit the rule">
        {form}
      </EntryDialog>,
    );
    expect(forms).toEqual([null, { id: 'r1' }]);
  });
});
