/**
 * The two manuals (SPEC.md §1 "Download manuals, for the dashboard and for dealers"), kept as
 * printable Thai/English HTML in apps/dashboard/public/manuals/. Size and date are written here so
 * the page needs no extra call; a unit test checks them against the files, so editing a manual
 * without updating its entry (and its <meta name="updated">) fails the build's tests.
 */
export interface ManualFile {
  key: 'dashboard' | 'dealer';
  /** The file under public/manuals/. */
  file: string;
  sizeBytes: number;
  /** YYYY-MM-DD, as the file's <meta name="updated"> says. */
  updated: string;
}

export const MANUAL_FILES: readonly ManualFile[] = [
  { key: 'dashboard', file: 'dashboard-manual.html', sizeBytes: 47381, updated: '2026-11-22' },
  { key: 'dealer', file: 'dealer-manual.html', sizeBytes: 23420, updated: '2026-11-22' },
];

/** Where the app serves a manual: public/ is served at the app's base, '/' (vite.config.ts sets no other). */
export function manualHref(manual: ManualFile, base = '/'): string {
  return `${base.endsWith('/') ? base : `${base}/`}manuals/${manual.file}`;
}

/** Whole kilobytes, at least 1. */
export function sizeInKb(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1024));
}
