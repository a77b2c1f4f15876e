import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * Security headers of every api answer. The api answers JSON and files only, so its content
 * security policy allows nothing to run or be framed; a route that serves a page of its own (API
 * docs, an operator board) mounts its own `helmet({ contentSecurityPolicy: ... })` for its path
 * prefix before this one, see `apiSecurityHeaders(relaxedPrefixes)`.
 */
export function apiSecurityHeaders(relaxedPrefixes: readonly string[] = []) {
  const strict = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (relaxedPrefixes.some((prefix) => req.path.startsWith(prefix))) return next();
    strict(req, res, next);
  };
}

/**
 * Answers of the api are per user and change with every write: nothing may be kept by a browser
 * or a proxy cache (a shared computer, a corporate proxy). Downloads set the same themselves.
 */
export function noStoreAnswers(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
