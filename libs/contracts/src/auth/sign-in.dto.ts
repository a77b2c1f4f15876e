import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';

/** POST /api/auth/user: staff sign in with email and password (SPEC.md §5). */
export class StaffSignInDto {
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsEmail({}, { message: FIELD_ERRORS.email })
  @MaxLength(254, { message: FIELD_ERRORS.invalid })
  email!: string;

  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(200, { message: FIELD_ERRORS.invalid })
  password!: string;
}

/** POST /api/auth/dealer: dealer staff sign in with a passport id (only that is required). */
export class DealerSignInDto {
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(64, { message: FIELD_ERRORS.invalid })
  passport_id!: string;

  @IsOptional()
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(200, { message: FIELD_ERRORS.invalid })
  password?: string;
}
