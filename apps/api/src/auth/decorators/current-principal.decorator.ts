import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '@voc/domain';
import type { AuthenticatedRequest } from '../../common/access/authenticated-request';

/** The signed-in user of this request, as the bearer-token guard resolved it. */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal => context.switchToHttp().getRequest<AuthenticatedRequest>().principal,
);
