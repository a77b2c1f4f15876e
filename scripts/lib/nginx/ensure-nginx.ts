// Debian's nginx with the brotli_static module, for the gateway's e2e smoke (e2e/nginx-gateway.e2e-spec.ts),
// installed with apt-get when missing. The docker image's gateway installs the same packages.

import fs from 'node:fs';

import { aptInstall } from '../apt/apt-install';
import { consoleLog, type Log } from '../log';
import { StartupError } from '../startup-error';

export const NGINX_PATH = '/usr/sbin/nginx';
/** Loaded by docker/gateway/nginx.conf.template (`load_module`). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Depends on Debian's `nginx` (through its module ABI), so one install brings both. */
export const NGINX_PACKAGE = 'libnginx-mod-http-brotli-static';

function present(file: string, mode: number): boolean {
  try {
    fs.accessSync(file, mode);
    return true;
  } catch {
    return false;
  }
}

/** Which of nginx and its brotli_static module are not on this machine. */
export function missingNginxParts(isPresent: (file: string, mode: number) => boolean = present): string[] {
  return [
    ...(isPresent(NGINX_PATH, fs.constants.X_OK) ? [] : [NGINX_PATH]),
    ...(isPresent(BROTLI_STATIC_MODULE, fs.constants.R_OK) ? [] : [BROTLI_STATIC_MODULE]),
  ];
}

/** Path of Debian's nginx, installing it and the brotli_static module with apt-get when either is missing. */
export async function ensureNginx({ log = consoleLog }: { log?: Log } = {}): Promise<string> {
  const missing = missingNginxParts();
  if (missing.length === 0) return NGINX_PATH;
  await aptInstall(NGINX_PACKAGE, missing.join(' and '), log);
  const still = missingNginxParts();
  if (still.length > 0) throw new StartupError(`apt-get finished but ${still.join(' and ')} is still missing; install it by hand: apt-get install -y nginx ${NGINX_PACKAGE}`);
  log(`installed ${NGINX_PATH} with the brotli_static module`);
  return NGINX_PATH;
}
