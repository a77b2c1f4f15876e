import { Command } from '@nestjs/cqrs';
import type { SignInResult } from '@voc/contracts';

/** Staff sign in with email and password. */
export class SignInStaffCommand extends Command<SignInResult> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
