// The gateway's nginx configuration (docker/gateway/nginx.conf.template) rendered for where it
// runs: the docker image (Dockerfile, `gateway` stage) or the e2e smoke (its own ports and paths).

import fs from 'node:fs';
import path from 'node:path';

import { REPO_ROOT } from '../repo-root';

export const GATEWAY_TEMPLATE = path.join(REPO_ROOT, 'docker/gateway/nginx.conf.template');
/** The rendered files, side by side: the template's `include` names the second. */
export const GATEWAY_CONFIG_FILE = 'nginx.conf';
export const GATEWAY_HEADERS_FILE = 'dashboard-headers.conf';

/** What differs between where the gateway runs. */
export interface GatewaySettings {
  /** nginx `listen`: a port, or address:port. */
  listen: string;
  /** The built dashboard (apps/dashboard/dist), an absolute path. */
  dashboardRoot: string;
  /** Where /api/ goes: scheme, host and port, no path (the request's own path is kept). */
  apiOrigin: string;
  /** The DNS server that resolves the api's name at run time. */
  resolver: string;
  /** Where the JSON access log goes: /dev/stdout, or a file (relative: under nginx's prefix). */
  accessLog: string;
}

/** docker-compose.yml's gateway: port 80 in its container, the `api` service through Docker's DNS. */
export const DOCKER_GATEWAY: GatewaySettings = {
  listen: '80',
  dashboardRoot: '/srv/dashboard',
  apiOrigin: 'http://api:3000',
  resolver: '127.0.0.11',
  accessLog: '/dev/stdout',
};

/**
 * HSTS, as the api sends it (helmet's default): the dashboard's pages say the same. Browsers obey
 * it only over HTTPS, i.e. behind the TLS terminator in front of the gateway.
 */
export const GATEWAY_STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Where the dashboard's security headers are defined, for `vite preview` and for the gateway. */
export const DASHBOARD_SECURITY_HEADERS_MODULE = path.join(REPO_ROOT, 'apps/dashboard/security-headers.ts');

/**
 * The dashboard's security headers, as `vite preview` sends them. Loaded by path when called, not
 * imported: that module reads the dashboard's own sources, which are type-checked with the DOM
 * (apps/dashboard/tsconfig.json), and an import would pull them into the scripts' type-check.
 */
export function dashboardSecurityHeaders(modulePath = DASHBOARD_SECURITY_HEADERS_MODULE): Readonly<Record<string, string>> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: a value at run time, its types are the dashboard's
  const loaded = require(modulePath) as { DASHBOARD_SECURITY_HEADERS?: unknown };
  const headers = loaded.DASHBOARD_SECURITY_HEADERS;
  if (typeof headers !== 'object' || headers === null || !Object.values(headers).every((value) => typeof value === 'string')) {
    throw new Error(`${modulePath} exports no DASHBOARD_SECURITY_HEADERS (header names to texts)`);
  }
  return headers as Record<string, string>;
}

/** The headers every dashboard answer of the gateway carries: the preview server's and HSTS. */
export function gatewayDashboardHeaders(): Readonly<Record<string, string>> {
  return { ...dashboardSecurityHeaders(), 'Strict-Transport-Security': GATEWAY_STRICT_TRANSPORT_SECURITY };
}

const PLACEHOLDER = /\$\{([A-Za-z0-9_]*)\}/g;

/** Whether a value may stand in the configuration as it is (no nginx variable, quote or line break). */
function checkedValue(name: string, value: string): string {
  if (value === '' || /[\s"'\\$;{}]/.test(value)) throw new Error(`gateway setting ${name} must be one word without quotes, $, ;, braces or spaces: ${JSON.stringify(value)}`);
  return value;
}

/**
 * The template with every `${GATEWAY_...}` filled in. Throws naming a placeholder the settings do
 * not fill, or a setting that would break out of its place in the configuration.
 */
export function renderGatewayTemplate(template: string, settings: GatewaySettings): string {
  const values: Record<string, string> = {
    GATEWAY_LISTEN: checkedValue('listen', settings.listen),
    GATEWAY_DASHBOARD_ROOT: checkedValue('dashboardRoot', settings.dashboardRoot),
    GATEWAY_API_ORIGIN: checkedValue('apiOrigin', settings.apiOrigin),
    GATEWAY_RESOLVER: checkedValue('resolver', settings.resolver),
    GATEWAY_ACCESS_LOG: checkedValue('accessLog', settings.accessLog),
  };
  if (!path.isAbsolute(settings.dashboardRoot)) throw new Error(`gateway setting dashboardRoot must be an absolute path: ${settings.dashboardRoot}`);
  if (!/^https?:\/\/[^/]+$/.test(settings.apiOrigin)) throw new Error(`gateway setting apiOrigin must be scheme://host:port without a path: ${settings.apiOrigin}`);
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the gateway template has ${whole}, which no setting fills`);
    return value;
  });
}

/** nginx `add_header` lines for these headers, sent with every status (`always`). */
export function headersInclude(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`not a header name: ${JSON.stringify(name)}`);
    // In a double-quoted nginx string $ starts a variable and " ends it.
    if (/["\\$\r\n]/.test(value)) throw new Error(`header ${name} has a character the gateway cannot send as it is: ${JSON.stringify(value)}`);
    return `add_header ${name} "${value}" always;`;
  });
  return `# The dashboard's security headers (scripts/lib/nginx/gateway-config.ts, from apps/dashboard/security-headers.ts).\n${lines.join('\n')}\n`;
}

/** Writes the rendered nginx.conf and the headers it includes into `dir`; answers the nginx.conf's path. */
export function writeGatewayConfig(dir: string, settings: GatewaySettings): string {
  fs.mkdirSync(dir, { recursive: true });
  const config = path.join(dir, GATEWAY_CONFIG_FILE);
  fs.writeFileSync(config, renderGatewayTemplate(fs.readFileSync(GATEWAY_TEMPLATE, 'utf8'), settings));
  fs.writeFileSync(path.join(dir, GATEWAY_HEADERS_FILE), headersInclude(gatewayDashboardHeaders()));
  return config;
}
