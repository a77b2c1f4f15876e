import { ChangePasswordDto, DealerSignInDto, StaffSignInDto } from '@voc/contracts';
import { dtoFormResolver } from '../../lib/dto-form-resolver';

// The sign-in and change-password forms' checks, the shared DTOs' (what the api checks). Fetched
// apart from the pages (lazyFormResolver) so class-validator is not part of /signin's first load.
export const dealerSignInResolver = dtoFormResolver(DealerSignInDto);
export const staffSignInResolver = dtoFormResolver(StaffSignInDto);
export const changePasswordResolver = dtoFormResolver(ChangePasswordDto);
