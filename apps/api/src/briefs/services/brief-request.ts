import { HttpStatus } from '@nestjs/common';
import { AUTH_ERRORS, BRIEF_ERRORS, FIELD_ERRORS, type BriefQueryDto } from '@voc/contracts';
import { parseBriefScope, type BriefScope, type Principal } from '@voc/domain';
import { ApiError } from '../../common/errors/api-error';
import type { MonthBriefsRepository } from '../repositories/month-briefs.repository';
import { principalMayReadBrief } from './brief-access';

/** The ways a brief request fails on purpose. */
export const BriefErrors = {
  forbidden: () => new ApiError(HttpStatus.FORBIDDEN, 'Forbidden', AUTH_ERRORS.forbidden),
  badScope: () => new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', 'errors.validation', [{ field: 'scope', message: FIELD_ERRORS.invalid }]),
  rendererUnavailable: () => new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'BriefRendererUnavailable', BRIEF_ERRORS.rendererUnavailable),
};

/** The place and month (YYYY-MM-01) a request asks for, once the principal may read it. */
export async function briefRequest(briefs: Pick<MonthBriefsRepository, 'regionsOfArea'>, principal: Principal, filters: BriefQueryDto): Promise<{ scope: BriefScope; month: string }> {
  const scope = parseBriefScope(filters.scope);
  if (!scope) throw BriefErrors.badScope();
  if (!(await principalMayReadBrief(briefs, principal, scope))) throw BriefErrors.forbidden();
  return { scope, month: `${filters.month}-01` };
}
