export const HOME_PATH = '/app/main';
export const SIGN_IN_PATH = '/signin';

/**
 * Where `/` sends a signed-in user (SPEC.md §2): the remembered first address, or the dashboard
 * when that was empty, `/`, a sign-in page, or not an address inside this site.
 */
export function landingPath(remembered: string | null | undefined): string {
  if (!remembered) return HOME_PATH;
  if (!remembered.startsWith('/') || remembered.startsWith('//')) return HOME_PATH;
  const pathname = remembered.split(/[?#]/, 1)[0];
  if (pathname === '/' || pathname === '') return HOME_PATH;
  if (pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`)) return HOME_PATH;
  return remembered;
}
