/** Per-user permission flags (SPEC.md §3 User.permission). */
export const PERMISSIONS = [
  'ticket_validation',
  'ticket_validation_closed_edit',
  'bp_dashboard',
  'bp_report',
] as const;

export type PermissionName = (typeof PERMISSIONS)[number];

export type PermissionFlags = Record<PermissionName, boolean>;

export function noPermissions(): PermissionFlags {
  return { ticket_validation: false, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: false };
}
