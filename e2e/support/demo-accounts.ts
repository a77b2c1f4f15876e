/** The demo accounts the seed creates (all with the same password). */
export const DEMO_PASSWORD = 'demo1234';

export const staffEmail = (type: 'nissan' | 'nml' | 'region_manager' | 'area_manager' | 'csn' | 'callcenter' | 'external') => `${type}@demo.local`;

export const DEMO_DEALERS = {
  showroom: 'DEMO-DEALER-1',
  service: 'DEMO-DEALER-2',
  both: 'DEMO-DEALER-3',
  passportOnly: 'DEMO-DEALER-4',
} as const;
