import { Client } from 'pg';
import { THAI_SQL, thaiDay, thaiMonth } from '@voc/domain';
import { integrationEnv } from '@voc/testing';

/** The SQL fragments of libs/domain's Thai time answer what its TypeScript functions answer, on a real PostgreSQL. */
describe('Thai time in SQL agrees with Thai time in TypeScript', () => {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ connectionString: integrationEnv().databaseUrl });
    await client.connect();
    // A session zone far from Bangkok: the fragments must not lean on the session's TimeZone.
    await client.query(`SET TIME ZONE 'America/New_York'`);
  });

  afterAll(async () => {
    await client.end();
  });

  it.each(['2026-03-06T16:59:59.999Z', '2026-03-06T17:00:00.000Z', '2026-03-31T17:00:00.000Z', '2025-12-31T16:59:59.000Z', '2024-02-28T17:00:00.000Z'])(
    'the Thai day and month of %s',
    async (at) => {
      const day = thaiDay(at);
      const { rows } = await client.query<{ day_start: Date; next_day_start: Date; month_start: Date; month_of: string }>(
        `SELECT ${THAI_SQL.dayStart('$1')} AS day_start, ${THAI_SQL.dayStart('$1')} + interval '1 day' AS next_day_start, ${THAI_SQL.monthStartOf('$2')} AS month_start,
                to_char(${THAI_SQL.monthOf('$2')}, 'YYYY-MM-DD') AS month_of`,
        [day, at],
      );
      expect(rows[0].month_of).toBe(thaiMonth(at));
      const instant = Date.parse(at);
      expect(rows[0].day_start.getTime()).toBeLessThanOrEqual(instant);
      expect(rows[0].next_day_start.getTime()).toBeGreaterThan(instant);
      expect(thaiDay(rows[0].day_start)).toBe(day);
      expect(thaiDay(rows[0].month_start)).toBe(thaiMonth(at));
      expect(thaiDay(new Date(rows[0].month_start.getTime() - 1))).not.toBe(thaiMonth(at));
    },
  );

  it('a Thai local date stands for its Bangkok midnight, and today is the Thai day of now', async () => {
    const { rows } = await client.query<{ instant: Date; today: string; now: Date }>(
      `SELECT ${THAI_SQL.instantOfLocal(`'2026-04-01'::date`)} AS instant, to_char(${THAI_SQL.today}, 'YYYY-MM-DD') AS today, now() AS now`,
    );
    expect(rows[0].instant.toISOString()).toBe('2026-03-31T17:00:00.000Z');
    expect(rows[0].today).toBe(thaiDay(rows[0].now));
  });
});
