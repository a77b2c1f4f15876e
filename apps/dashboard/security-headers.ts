import { createHash } from 'node:crypto';
import { PAGE_START_SCRIPT } from './first-view-preload/page-start-script';

/** The CSP source that allows index.html's one inline script, by the hash of its fixed text. */
export const PAGE_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT, 'utf8').digest('base64')}'`;

/**
 * Security headers of the built dashboard, sent by the server that serves it (`vite preview` in
 * `npm start` and the e2e suite; the docker image's nginx gateway reads them from here too). Scripts come only from this origin (the build
 * has no inline script); styles allow 'unsafe-inline' because MUI's emotion injects <style> tags
 * at run time and `vite preview` cannot stamp a per-response nonce; the api is reached on the same
 * origin through the proxy; downloads are saved from blob: URLs; nothing may frame the dashboard.
 */
export const DASHBOARD_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${PAGE_START_SCRIPT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const DASHBOARD_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': DASHBOARD_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
