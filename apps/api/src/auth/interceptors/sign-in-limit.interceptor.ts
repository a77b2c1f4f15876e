import { HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { AUTH_ERRORS } from '@voc/contracts';
import { ApiError } from '../../common/errors/api-error';
import { SignInLimiter, type SignInAttempt, type SignInOutcome } from '../services/sign-in-limiter.service';

/** The identifier a sign-in names: an email or a passport id, compared case-insensitively. */
function identifierOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { email, passport_id } = body as { email?: unknown; passport_id?: unknown };
  const id = typeof email === 'string' ? email : typeof passport_id === 'string' ? passport_id : '';
  return id.trim().toLowerCase().slice(0, 320);
}

/** Refused credentials (401, 403) count as failures; a malformed form (400) or an error of ours counts nothing. */
function outcomeOf(error: unknown): SignInOutcome {
  const status = (error as { getStatus?: () => number }).getStatus?.();
  return status === HttpStatus.UNAUTHORIZED || status === HttpStatus.FORBIDDEN ? 'failed' : 'neither';
}

/**
 * Applies SignInLimiter around a sign-in route: a place is taken before the password is checked
 * (429 with Retry-After when there is none), and the outcome settles it.
 */
@Injectable()
export class SignInLimitInterceptor implements NestInterceptor {
  constructor(private readonly limiter: SignInLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const attempt: SignInAttempt = { ip: request.ip ?? 'unknown', identifier: identifierOf(request.body) };
    return from(this.run(attempt, next, http.getResponse<Response>()));
  }

  private async run(attempt: SignInAttempt, next: CallHandler, response: Response): Promise<unknown> {
    const verdict = await this.limiter.reserve(attempt);
    if (!verdict.allowed) {
      response.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'TooManyRequests', AUTH_ERRORS.tooManyAttempts);
    }
    try {
      const answer = await lastValueFrom(next.handle());
      await this.limiter.settle(verdict.place, 'succeeded');
      return answer;
    } catch (error) {
      await this.limiter.settle(verdict.place, outcomeOf(error));
      throw error;
    }
  }
}
