import type { Plugin } from 'vite';

/** The chunk every start needs (vite.config.ts: React, react-dom and i18next). */
export const REACT_CORE_CHUNK = 'react';

/**
 * Lets index.html ask for the React core chunk beside the bootstrap (a modulepreload link):
 * every start needs it (the light sign-in screen, the light first view of /app/main, the app),
 * but the build links only the bootstrap's static imports, so it was asked for when the
 * bootstrap had run, a round trip later on a slow line (issue 15).
 */
export function startPreload(): Plugin {
  return {
    name: 'voc-start-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.name === REACT_CORE_CHUNK);
        if (!chunk) throw new Error(`start preload: the build has no chunk named ${REACT_CORE_CHUNK} (vite.config.ts)`);
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
