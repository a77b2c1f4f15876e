import {
  AUTH_ERRORS,
  type ChangePasswordDto,
  type DealerSignInDto,
  type ResultBody,
  type SignInResult,
  type SignedInUser,
  type StaffSignInDto,
  type SuccessEnvelope,
} from '@voc/contracts';
import { api } from '../store/api';

type SignInAnswer = SuccessEnvelope<SignInResult>;

/** Sign-in and profile calls (SPEC.md §7 Auth). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInStaff: build.mutation<SignInResult, StaffSignInDto>({
      query: (body) => ({ url: '/auth/user', method: 'POST', body }),
      transformResponse: (answer: SignInAnswer) => answer.success,
    }),
    /** A dealer sign-in counts only when the answer carries a user (SPEC.md §5). */
    signInDealer: build.mutation<SignInResult, DealerSignInDto>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/auth/dealer', method: 'POST', body });
        if (result.error) return { error: result.error };
        const answer = result.data as Partial<SignInAnswer> | undefined;
        if (!answer?.success?.user) return { error: { status: 'CUSTOM_ERROR', error: AUTH_ERRORS.permission } };
        return { data: answer.success };
      },
    }),
    /** The user's own new password; the answer is a new session (older tokens are revoked). */
    changePassword: build.mutation<SignInResult, ChangePasswordDto>({
      query: (body) => ({ url: '/auth/password', method: 'POST', body }),
      transformResponse: (answer: SignInAnswer) => answer.success,
    }),
    getProfile: build.query<SignedInUser, void>({
      query: () => '/auth/profile',
      transformResponse: (answer: SuccessEnvelope<ResultBody<SignedInUser>>) => answer.success.result,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useSignInStaffMutation, useSignInDealerMutation, useChangePasswordMutation, useGetProfileQuery } = authApi;
