import { Query } from '@nestjs/cqrs';
import type { HealthReport } from '@voc/contracts';

/** The state of everything the product needs: GET /api/health. */
export class HealthQuery extends Query<HealthReport> {}
