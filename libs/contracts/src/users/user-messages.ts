/** Message keys the user endpoints answer with (texts in the dashboard's catalogues). */
export const USER_ERRORS = {
  /** The password rule of libs/domain isStrongPassword. */
  weakPassword: 'errors.user.weakPassword',
  /** 409: another user signs in with this email. */
  emailTaken: 'errors.user.emailTaken',
  /** 409: another user signs in with this passport id. */
  passportTaken: 'errors.user.passportTaken',
  /** 403: one's own type, active flag, group or permissions, changed by oneself. */
  ownPermissions: 'errors.user.ownPermissions',
  /** The dealer named does not exist. */
  dealerUnknown: 'errors.user.dealerUnknown',
  /** Dealer staff: region or area differs from their dealer's. */
  notDealersPlacement: 'errors.user.notDealersPlacement',
  /** A field this user type does not have (a passport id, dealer or passport_only on staff). */
  notForType: 'errors.user.notForType',
} as const;

