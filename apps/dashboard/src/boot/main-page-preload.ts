// The module whose import() the build gives /app/main's chunks to preload (main-page-code.ts).
export const MAIN_PAGE_PRELOAD = true;
