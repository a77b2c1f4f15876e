/** The user's own fields, as the api, its form and its history name them, in the form's order. */
export const USER_FIELDS = [
  'type',
  'first_name',
  'last_name',
  'email',
  'passport_id',
  'dealer',
  'passport_only',
  'password',
  'active_flag',
  'mobile',
  'position_title',
  'dealer_sales_region',
  'sale_area_code',
  'dealer_service_region',
  'service_area_code',
] as const;
