import { addColumnsSql, columnsWithRole, createTableSql, defineReportingTable, projectorSelectSql, recordTypeSql, rollupSql, sumsSql, upsertFromJsonSql, type RowOf } from '../reporting-table';

const DAILY = defineReportingTable({
  name: 'daily',
  columns: {
    day: { type: 'date', role: 'key', notNull: true, rollup: 't.day' },
    dealer_ref: { type: 'uuid', role: 'key', notNull: true, rollup: 't.dealer_ref' },
    region: { type: 'text', role: 'dimension' },
    seen_at: { type: 'timestamptz', role: 'state' },
    days: { type: 'numeric', role: 'measure', notNull: true, precision: [8, 2], default: '0' },
    hits: { type: 'integer', role: 'measure', notNull: true, default: '0', rollup: 'count(*)' },
    position: { type: 'bigint', role: 'state', notNull: true },
  },
  primaryKey: ['day', 'dealer_ref'],
  indexes: [{ columns: ['region', 'day'] }, { columns: ['seen_at'], where: 'seen_at IS NOT NULL' }],
});

describe('a reporting table defined once', () => {
  it('gives its DDL, index names left to PostgreSQL', () => {
    expect(createTableSql('s', DAILY)).toEqual([
      `CREATE TABLE s.daily (\n  day date NOT NULL,\n  dealer_ref uuid NOT NULL,\n  region text,\n  seen_at timestamptz,\n  days numeric(8, 2) NOT NULL DEFAULT 0,\n  hits integer NOT NULL DEFAULT 0,\n  position bigint NOT NULL,\n  PRIMARY KEY (day, dealer_ref)\n)`,
      'CREATE INDEX ON s.daily (region, day)',
      'CREATE INDEX ON s.daily (seen_at) WHERE seen_at IS NOT NULL',
    ]);
  });

  it('keeps the room a table asks for on each page (fillfactor), and says nothing when it asks for none', () => {
    const [roomy] = createTableSql('s', { ...DAILY, fillfactor: 50 });
    expect(roomy.endsWith('\n) WITH (fillfactor = 50)')).toBe(true);
    expect(createTableSql('s', DAILY)[0]).not.toContain('fillfactor');
  });

  it('gives the ALTER of a new migration, and refuses a column it does not define', () => {
    expect(addColumnsSql('reporting', DAILY, ['hits'])).toEqual(['ALTER TABLE reporting.daily ADD COLUMN hits integer NOT NULL DEFAULT 0']);
    expect(() => addColumnsSql('reporting', DAILY, ['kpi9'])).toThrow('daily has no column kpi9 in its definition');
  });

  it('reads rows back as the projector keeps them', () => {
    expect(projectorSelectSql(DAILY)).toBe(
      `to_char(day, 'YYYY-MM-DD') AS day, dealer_ref, region, to_json(seen_at) #>> '{}' AS seen_at, days::float8 AS days, hits, position::text AS position`,
    );
    expect(recordTypeSql(DAILY, ['day', 'hits'])).toBe('day date, hits integer');
  });

  it.each<['replace' | 'add', string]>([
    ['replace', 'region = excluded.region, seen_at = excluded.seen_at, days = excluded.days, hits = excluded.hits, position = excluded.position'],
    ['add', 'days = s.daily.days + excluded.days, hits = s.daily.hits + excluded.hits'],
  ])('upserts JSON rows (%s)', (mode, set) => {
    const sql = upsertFromJsonSql('s', DAILY, mode);
    expect(sql).toContain('INSERT INTO s.daily (day, dealer_ref, region, seen_at, days, hits, position)');
    expect(sql).toContain('jsonb_to_recordset($1::jsonb) AS r(day date, dealer_ref uuid, region text, seen_at timestamptz, days numeric, hits integer, position bigint)');
    expect(sql).toContain(`ON CONFLICT (day, dealer_ref) DO UPDATE SET ${set}`);
  });

  it('names its columns by role, sums measures and knows each roll-up', () => {
    expect(columnsWithRole(DAILY, 'measure')).toEqual(['days', 'hits']);
    expect(sumsSql(columnsWithRole(DAILY, 'measure'))).toBe('sum(days) AS days, sum(hits) AS hits');
    expect(sumsSql(['hits'], { from: 'r', cast: 'int' })).toBe('sum(r.hits)::int AS hits');
    expect(rollupSql(DAILY, 'hits')).toBe('count(*)');
    expect(() => rollupSql(DAILY, 'region')).toThrow('daily.region has no rollup expression in its definition');
  });

  it('types a row from the definition', () => {
    const row: RowOf<typeof DAILY> = { day: '2026-03-01', dealer_ref: 'd', region: null, seen_at: null, days: 1.5, hits: 2, position: '9' };
    expect(row.hits).toBe(2);
  });
});
