import { createHash } from 'node:crypto';
import { hotsheetIdentity, type HotsheetTicketData, type TicketType } from '@voc/domain';

/**
 * tickets.import_key of a hotsheet row (the identity rule is hotsheetIdentity in libs/domain):
 * "crm:<CRM case no.>", or "row:<SHA-256 hex of the row's content>".
 */
export function hotsheetImportKey(type: TicketType, data: Pick<HotsheetTicketData, 'crm_case_no' | 'dealer_code' | 'tel' | 'created_oa_date' | 'complaint_description'>): string {
  const identity = hotsheetIdentity(type, data);
  return identity.kind === 'crm' ? identity.key : `row:${createHash('sha256').update(identity.material, 'utf8').digest('hex')}`;
}
