import { Command } from '@nestjs/cqrs';
import type { SignInResult } from '@voc/contracts';

/** The signed-in user sets a new password of their own choosing. */
export class ChangeOwnPasswordCommand extends Command<SignInResult> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
