import type { ChangePasswordDto, DealerSignInDto, StaffSignInDto } from '@voc/contracts';
import { lazyFormResolver } from '../../lib/lazy-form-resolver';

const load = () => import('./sign-in-resolvers');

export const dealerSignIn = lazyFormResolver<DealerSignInDto>(() => load().then((module) => module.dealerSignInResolver));
export const staffSignIn = lazyFormResolver<StaffSignInDto>(() => load().then((module) => module.staffSignInResolver));
export const changePassword = lazyFormResolver<ChangePasswordDto>(() => load().then((module) => module.changePasswordResolver));
