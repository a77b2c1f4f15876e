import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';

/** The identifier a sign-in names: an email or a passport id, compared case-insensitively. */
function identifierOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { email, passport_id } = body as { email?: unknown; passport_id?: unknown };
  const id = typeof email === 'string' ? email : typeof passport_id === 'string' ? passport_id : '';
  return id.trim().toLowerCase();
}

/** Limits sign-in attempts per client address and identifier (answer 429 past the limit). */
@Injectable()
export class SignInThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const req = request as unknown as Request;
    return `${req.ip ?? 'unknown'}|${identifierOf(req.body)}`;
  }
}
