import { Command } from '@nestjs/cqrs';
import type { SignInResult } from '@voc/contracts';

/** Dealer staff sign in with a passport id; the password may be the form's blank preset. */
export class SignInDealerCommand extends Command<SignInResult> {
  constructor(
    readonly passportId: string,
    readonly password: string | undefined,
  ) {
    super();
  }
}
