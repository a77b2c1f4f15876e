import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';
import { MeetsPasswordRule } from '../users/password-rule.decorator';

/**
 * POST /api/auth/password: the signed-in user changes their own password (answers a new session:
 * older tokens stop working). The server also checks the new one against the user's own email or
 * passport id, which this body does not carry.
 */
export class ChangePasswordDto {
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(200, { message: FIELD_ERRORS.invalid })
  current_password!: string;

  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(200, { message: FIELD_ERRORS.invalid })
  @MeetsPasswordRule()
  new_password!: string;
}
