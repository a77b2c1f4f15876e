import type { VocGrouping } from '@voc/contracts';
import type { TicketType, VocReportName } from '@voc/domain';

/**
 * The VOC pages and what sets them apart: the ticket type they are fixed to (sales VOC is
 * showroom, service VOC is service), and how their rows are grouped: Quick VOC follows the
 * network drill-down (region → area → dealer → months), the outlet reports list dealer branches,
 * the entity reports dealer companies (their branches summed), car model its models or their
 * segments (the user's choice), call centre its tickets by dealer (or another level) with their
 * outcomes.
 */
export interface VocVariant {
  report: VocReportName;
  type: TicketType | null;
  /** null: the drill-down decides. */
  grouping: VocGrouping | null;
  /** Groupings the user may switch between (the first is the default); none: no choice. */
  choices: readonly VocGrouping[];
}

export const VOC_VARIANTS: Record<VocReportName, VocVariant> = {
  quickvoc: { report: 'quickvoc', type: null, grouping: null, choices: [] },
  salevoc: { report: 'salevoc', type: 'showroom', grouping: 'dealer', choices: [] },
  salevocentity: { report: 'salevocentity', type: 'showroom', grouping: 'entity', choices: [] },
  servicevoc: { report: 'servicevoc', type: 'service', grouping: 'dealer', choices: [] },
  servicevocentity: { report: 'servicevocentity', type: 'service', grouping: 'entity', choices: [] },
  carmodel: { report: 'carmodel', type: null, grouping: 'car_model', choices: ['car_model', 'segment'] },
  callcenter: { report: 'callcenter', type: null, grouping: 'dealer', choices: ['dealer', 'entity', 'region', 'area', 'month'] },
};

/** The variant of a menu entry key (report.quickvoc → quickvoc); null for any other entry. */
export function vocVariantOf(entryKey: string): VocVariant | null {
  const name = entryKey.replace(/^report\./, '');
  return Object.prototype.hasOwnProperty.call(VOC_VARIANTS, name) ? VOC_VARIANTS[name as VocReportName] : null;
}
