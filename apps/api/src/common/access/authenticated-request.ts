import type { Request } from 'express';
import type { Principal } from '@voc/domain';

export interface AuthenticatedRequest extends Request {
  principal: Principal;
}
