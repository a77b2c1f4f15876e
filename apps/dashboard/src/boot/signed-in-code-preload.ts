// The module whose import() the build gives the app's entry, /app/main's chunks and their stylesheets
// to preload (main-page-code.ts preloadSignedInCode, main-page-preload/main-page-preload-plugin.ts).
export const SIGNED_IN_CODE_PRELOAD = true;
