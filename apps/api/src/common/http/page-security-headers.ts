import helmet from 'helmet';

/**
 * Security headers of the few pages the api serves itself (the API docs, the queue board): their
 * own scripts and styles from the api only (no inline script), inline styles (both UIs set
 * them), images from the api or data URLs, calls back to the api, never framed. `fonts` adds the
 * font hosts a page's stylesheet names.
 */
export function pageSecurityHeaders({ fonts = [] as string[], styles = [] as string[] } = {}) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'", ...styles],
        fontSrc: ["'self'", 'data:', ...fonts],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
