import type { DataSource } from 'typeorm';
import { addMonths, thaiMonth, type TicketType } from '@voc/domain';

/** The month before the running one (YYYY-MM-01, Thai time): over, and its plan not yet due. */
export const lastMonth = (now = new Date()) => addMonths(thaiMonth(now), -1);

export interface MonthFigures {
  kpi2: [met: number, decided: number];
  kpi3?: [met: number, decided: number];
  kpi4a?: [met: number, decided: number];
}

/**
 * Puts a branch's KPI figures of a month into reporting.kpi_monthly as the ticket projections
 * would leave them (one source): the given of a PDCA test, whose subject is the plans, not the
 * KPI projection (which has its own tests).
 */
export async function givenKpiMonth(db: DataSource, dealerRef: string, type: TicketType, month: string, figures: MonthFigures, place = { area: 'R1-1', region: 'Region1' }): Promise<void> {
  const [k2m, k2d] = figures.kpi2;
  const [k3m, k3d] = figures.kpi3 ?? [k2d, k2d];
  const [k4m, k4d] = figures.kpi4a ?? [k2d, k2d];
  await db.query(
    `INSERT INTO reporting.kpi_monthly (month, dealer_ref, type, source, area_code, region, tickets, open_tickets, cancelled, closed,
       kpi2a_met, kpi2a_decided, kpi2_met, kpi2_decided, kpi3_met, kpi3_decided, kpi4a_met, kpi4a_decided, kpi4_days_sum, kpi5a_met, kpi5b_met, kpi5c_met, kpi5_decided)
     VALUES ($1, $2, $3, 'callcenter', $4, $5, $6, 0, 0, $6, $7, $6, $7, $6, $8, $9, $10, $11, 0, 0, 0, 0, 0)`,
    [month, dealerRef, type, place.area, place.region, k2d, k2m, k3m, k3d, k4m, k4d],
  );
}

/** Places a staff user in an area and region (both types), as the user form would. */
export async function placeUser(db: DataSource, userId: string, place: { area?: string; region?: string }): Promise<void> {
  await db.query(`UPDATE users SET sale_area_code = $2, service_area_code = $2, dealer_sales_region = $3, dealer_service_region = $3 WHERE id = $1`, [userId, place.area ?? null, place.region ?? null]);
}

/** A complete plan body for the dealer's month. */
export function planBody(dealer: string, month: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    dealer,
    type: 'showroom',
    month: month.slice(0, 7),
    problem: 'ลูกค้าไม่ได้รับการติดต่อภายใน 48 ชั่วโมง (customers not called back within 48 h)',
    root_cause: 'ไม่มีผู้รับผิดชอบโทรกลับ (no one owns the call-back)',
    actions: [{ what: 'มอบหมายผู้โทรกลับประจำวัน (a daily call-back owner)', owner: 'Service manager', due_date: '2026-12-15' }],
    do_text: '',
    act_text: '',
    ...overrides,
  };
}
