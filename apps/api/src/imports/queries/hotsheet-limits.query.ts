import { Query } from '@nestjs/cqrs';
import type { HotsheetLimitsView } from '@voc/contracts';

/** What a hotsheet upload may be: size, rows, zip entries, extension and sheet name. */
export class HotsheetLimitsQuery extends Query<HotsheetLimitsView> {}
