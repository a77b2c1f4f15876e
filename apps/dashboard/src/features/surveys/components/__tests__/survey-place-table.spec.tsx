/** @jest-environment jsdom */
import '../../../../testing/jsdom-polyfills';
import TableCell from '@mui/material/TableCell';
import { clickOn, renderInApp, unmountApp } from '../../../../testing/render-in-app';
import { SurveyPlaceTable } from '../survey-place-table';

afterEach(unmountApp);

interface Figures {
  responses: number;
}
const rows = [
  { key: 'Region3', label: 'ภาค 3', label_en: 'Region 3', rank: 1, responses: 12 },
  { key: '-', label: 'ไม่ระบุ', label_en: 'Not given', rank: null, responses: 2 },
];
const figures = (values: Figures) => <TableCell>{values.responses}</TableCell>;

const table = (page: HTMLElement) => [...page.querySelectorAll('tr')].map((row) => [...row.children].map((cell) => cell.textContent));

describe('a survey report’s table of places', () => {
  it('has a row per place with its figures, the total last, and a rank first where asked', async () => {
    const page = await renderInApp(
      <SurveyPlaceTable<Figures, (typeof rows)[number]> rows={rows} total={{ responses: 14 }} grouping="region" caption="Scores" onOpen={() => undefined} ranked headings={<TableCell>Responses</TableCell>} figures={figures} />,
    );
    expect(page.querySelector('table')?.getAttribute('aria-label')).toBe('Scores');
    expect(table(page)).toEqual([
      ['Rank', 'Region', 'Responses'],
      ['1', 'REGION 3', '12'],
      ['–', 'Not given', '2'],
      ['', 'Total', '14'],
    ]);
  });

  it('opens the level below from a region’s row or its name, once, and not from a place without one', async () => {
    const opened: string[] = [];
    const page = await renderInApp(
      <SurveyPlaceTable<Figures, (typeof rows)[number]> rows={rows} total={{ responses: 14 }} grouping="region" caption="Scores" onOpen={(key) => opened.push(key)} headings={null} figures={figures} />,
      { language: 'th-TH' },
    );
    await clickOn(page, 'button', 'REGION 3');
    await clickOn(page, 'tbody tr');
    expect(opened).toEqual(['Region3', 'Region3']);
    expect(table(page)[0]).toEqual(['ภาค (Region)']);
    expect(page.querySelectorAll('tbody button')).toHaveLength(1);
  });
});
