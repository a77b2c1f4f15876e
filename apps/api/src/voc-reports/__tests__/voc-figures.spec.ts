import { regroupCodes, regroupTickets, vocCategoryFigures, vocGroupFigures, vocModeFigures, vocRows } from '../services/voc-figures';

const label = (key: string) => ({ label: `L-${key}`, label_en: `E-${key}` });

describe('VOC figures from the roll-up sums', () => {
  it('ranks rows by tickets now, ties by label, with the change against the previous period', () => {
    const { rows, total } = vocRows(
      [
        { key: 'b', tickets: 4, cancelled: 1 },
        { key: 'a', tickets: 4, cancelled: 0 },
        { key: 'c', tickets: 1, cancelled: 0 },
      ],
      [
        { key: 'a', tickets: 2, cancelled: 0 },
        { key: 'd', tickets: 3, cancelled: 0 },
      ],
      [
        { key: 'a', code: 'A01', complaints: 3 },
        { key: 'a', code: 'F01', complaints: 3 },
        { key: 'b', code: 'S02', complaints: 1 },
      ],
      label,
    );
    expect(rows.map((r) => [r.key, r.rank, r.tickets.now, r.tickets.previous, r.tickets.change])).toEqual([
      ['a', 1, 4, 2, 100],
      ['b', 2, 4, 0, null],
      ['c', 3, 1, 0, null],
      ['d', 4, 0, 3, -100],
    ]);
    expect(rows[0]).toMatchObject({ label: 'L-a', by_group: { A: 3, F: 3 }, complaints: 6, top_code: 'A01' });
    expect(total).toMatchObject({ tickets: { now: 9, previous: 5, change: 80 }, cancelled: 1, complaints: 7 });
  });

  it('sums branches into their company', () => {
    const entity = (branch: string) => (branch === 'x' || branch === 'y' ? 'E1' : 'E2');
    expect(regroupTickets([{ key: 'x', tickets: 1, cancelled: 1 }, { key: 'y', tickets: 2, cancelled: 0 }, { key: 'z', tickets: 5, cancelled: 0 }], entity)).toEqual([
      { key: 'E1', tickets: 3, cancelled: 1 },
      { key: 'E2', tickets: 5, cancelled: 0 },
    ]);
    expect(regroupCodes([{ key: 'x', code: 'A01', complaints: 1 }, { key: 'y', code: 'A01', complaints: 2 }, { key: 'y', code: 'A02', complaints: 1 }], entity)).toEqual([
      { key: 'E1', code: 'A01', complaints: 3 },
      { key: 'E1', code: 'A02', complaints: 1 },
    ]);
  });

  it('gives each category its share, change and rank, and sums the groups', () => {
    const categories = vocCategoryFigures(
      [
        { key: 'r1', code: 'A01', complaints: 2 },
        { key: 'r2', code: 'A01', complaints: 1 },
        { key: 'r1', code: 'S01', complaints: 1 },
      ],
      [
        { key: 'all', code: 'A01', complaints: 1 },
        { key: 'all', code: 'F05', complaints: 2 },
      ],
    );
    expect(categories).toEqual([
      { code: 'A01', group: 'A', now: 3, previous: 1, change: 200, share: 75, rank: 1 },
      { code: 'S01', group: 'S', now: 1, previous: 0, change: null, share: 25, rank: 2 },
      { code: 'F05', group: 'F', now: 0, previous: 2, change: -100, share: 0, rank: 3 },
    ]);
    expect(vocGroupFigures(categories).map((g) => [g.group, g.now, g.previous])).toEqual([
      ['A', 3, 1],
      ['F', 0, 2],
      ['S', 1, 0],
    ]);
  });

  it('counts each report mode from the sums per source', () => {
    expect(
      vocModeFigures(
        [
          { key: 'survey', tickets: 2, cancelled: 0 },
          { key: 'callcenter', tickets: 3, cancelled: 1 },
          { key: 'hotsheet_import', tickets: 1, cancelled: 0 },
        ],
        [{ key: 'survey', code: 'A01', complaints: 4 }],
      ),
    ).toEqual([
      { mode: 'overall', tickets: 6, complaints: 4 },
      { mode: 'qvoc', tickets: 2, complaints: 4 },
      { mode: 'callcenter', tickets: 3, complaints: 0 },
    ]);
  });
});
