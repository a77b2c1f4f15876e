import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { countedCategories, type ComplaintCategories } from '@voc/domain';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';
import { seedDemoData } from '../../../src/demo-data/seed-demo-data';
import { seedDemoTickets } from '../../../src/demo-data/seed-demo-tickets';
import { TICKET_CODE_TEXTS } from '../../../src/demo-data/ticket-texts';

interface Row {
  status: string;
  complaint_categories: ComplaintCategories;
  complaint_description: string;
  complaint_customer_want: string | null;
  complaint_root_cause: string | null;
  complaint_solution: string | null;
}

describe('demo tickets (npm start seeds them through the ticket commands) carry texts told from their categories', () => {
  let database: ThrowawayDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_demo_ticket_texts');
    db = new DataSource(dataSourceOptions(database.url, 4));
    await db.initialize();
    await seedDemoData(db, { dealers: 8, staffPerDealer: 1 }, async () => 'not-a-real-hash');
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('stores description and wish at creation, root cause and solution when a solution is given', async () => {
    expect(await seedDemoTickets(db, 60, new Date('2026-11-01T00:00:00Z'))).toBe(60);
    const rows = await db.query<Row[]>(`SELECT status, complaint_categories, complaint_description, complaint_customer_want, complaint_root_cause, complaint_solution FROM tickets`);
    expect(rows).toHaveLength(60);
    for (const row of rows) {
      const codes = countedCategories(row.complaint_categories).filter((code) => !code.endsWith('99'));
      for (const code of codes) expect(TICKET_CODE_TEXTS[code].description.some((s) => row.complaint_description.includes(s))).toBe(true);
      expect(row.complaint_customer_want).toMatch(/^ต้องการ/);
    }
    const solved = rows.filter((row) => row.complaint_solution !== null);
    expect(solved.length).toBeGreaterThan(30);
    for (const row of solved) expect(row.complaint_root_cause).not.toBeNull();
  });
});
