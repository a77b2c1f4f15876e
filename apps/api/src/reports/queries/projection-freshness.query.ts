import { Query } from '@nestjs/cqrs';
import type { ProjectionFreshness } from '@voc/contracts';

/** How far the ticket projections are behind the log: the "data as of ..." line. */
export class ProjectionFreshnessQuery extends Query<ProjectionFreshness> {}
