import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { AUTH_ERRORS } from '@voc/contracts';
import { ApiError } from '../../common/errors/api-error';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';

/**
 * The SMS gateway's receipts carry `Authorization: Bearer {SMS_RECEIPT_TOKEN}` (compared in
 * constant time); anything else, or no token configured, is 401 before the body is looked at.
 */
@Injectable()
export class SmsReceiptTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.expected = config.smsReceiptToken ? Buffer.from(`Bearer ${config.smsReceiptToken}`) : null;
  }

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
    const given = Buffer.from(header);
    if (!this.expected || given.length !== this.expected.length || !timingSafeEqual(given, this.expected)) {
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'Unauthorized', AUTH_ERRORS.unauthorized);
    }
    return true;
  }
}
