import { HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { AUTH_ERRORS } from '@voc/contracts';
import { ApiError } from '../../common/errors/api-error';
import { SignInLimiter, type SignInAttempt } from '../services/sign-in-limiter.service';

/** The identifier a sign-in names: an email or a passport id, compared case-insensitively. */
function identifierOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { email, passport_id } = body as { email?: unknown; passport_id?: unknown };
  const id = typeof email === 'string' ? email : typeof passport_id === 'string' ? passport_id : '';
  return id.trim().toLowerCase().slice(0, 320);
}

/** Refused credentials (401, 403) count as failures; a malformed form (400) counts nothing. */
function isRefusedCredentials(error: unknown): boolean {
  const status = (error as { getStatus?: () => number }).getStatus?.();
  return status === HttpStatus.UNAUTHORIZED || status === HttpStatus.FORBIDDEN;
}

/** Applies SignInLimiter around a sign-in route: 429 past the limits, failures counted, success clears. */
@Injectable()
export class SignInLimitInterceptor implements NestInterceptor {
  constructor(private readonly limiter: SignInLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const attempt: SignInAttempt = { ip: request.ip ?? 'unknown', identifier: identifierOf(request.body) };
    return from(this.run(attempt, next));
  }

  private async run(attempt: SignInAttempt, next: CallHandler): Promise<unknown> {
    if (!(await this.limiter.allows(attempt))) throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'TooManyRequests', AUTH_ERRORS.tooManyAttempts);
    try {
      const answer = await lastValueFrom(next.handle());
      await this.limiter.recordSuccess(attempt);
      return answer;
    } catch (error) {
      if (isRefusedCredentials(error)) await this.limiter.recordFailure(attempt);
      throw error;
    }
  }
}
