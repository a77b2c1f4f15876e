import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { BROTLI_STATIC_MODULE, missingNginxParts, NGINX_PATH } from '../ensure-nginx';
import { dashboardSecurityHeaders, DOCKER_GATEWAY, GATEWAY_STRICT_TRANSPORT_SECURITY, GATEWAY_TEMPLATE, gatewayDashboardHeaders, headersInclude, renderGatewayTemplate, type GatewaySettings } from '../gateway-config';

const template = fs.readFileSync(GATEWAY_TEMPLATE, 'utf8');
const settings: GatewaySettings = { listen: '127.0.0.1:8080', dashboardRoot: '/srv/dist', apiOrigin: 'http://127.0.0.1:3000', resolver: '127.0.0.1', accessLog: 'access.log' };

describe('the gateway configuration', () => {
  it('fills every placeholder of the template and leaves nginx variables alone', () => {
    const rendered = renderGatewayTemplate(template, settings);
    expect(rendered).toContain('listen 127.0.0.1:8080;');
    expect(rendered).toContain('root /srv/dist;');
    expect(rendered).toContain('set $api http://127.0.0.1:3000;');
    expect(rendered).toContain('resolver 127.0.0.1 valid=10s');
    expect(rendered).toContain('proxy_pass $api;');
    expect(rendered).toContain('access_log access.log json;');
    expect(rendered).not.toMatch(/\$\{[A-Za-z0-9_]*\}/);
  });

  it('renders docker compose\'s gateway: port 80, the api service through Docker\'s DNS', () => {
    const rendered = renderGatewayTemplate(template, DOCKER_GATEWAY);
    expect(rendered).toContain('listen 80;');
    expect(rendered).toContain('set $api http://api:3000;');
    expect(rendered).toContain('resolver 127.0.0.11 ');
    expect(rendered).toContain('access_log /dev/stdout json;');
  });

  it('refuses a placeholder no setting fills', () => {
    expect(() => renderGatewayTemplate('listen ${GATEWAY_LISTEN}; root ${GATEWAY_ROOT};', settings)).toThrow('the gateway template has ${GATEWAY_ROOT}, which no setting fills');
  });

  it.each<[string, Partial<GatewaySettings>, string]>([
    ['a value that would end the directive', { listen: '80; include /etc/passwd' }, 'gateway setting listen must be one word'],
    ['an nginx variable', { resolver: '$host' }, 'gateway setting resolver must be one word'],
    ['an empty value', { listen: '' }, 'gateway setting listen must be one word'],
    ['a relative dashboard root', { dashboardRoot: 'apps/dashboard/dist' }, 'dashboardRoot must be an absolute path'],
    ['an api origin with a path', { apiOrigin: 'http://api:3000/api' }, 'apiOrigin must be scheme://host:port without a path'],
  ])('refuses %s', (_what, change, message) => {
    expect(() => renderGatewayTemplate(template, { ...settings, ...change })).toThrow(message);
  });

  it("sends the dashboard's security headers, its script-tight policy among them, and HSTS with every answer", () => {
    const headers = gatewayDashboardHeaders();
    expect(headers).toEqual({ ...dashboardSecurityHeaders(), 'Strict-Transport-Security': GATEWAY_STRICT_TRANSPORT_SECURITY });
    expect(headers['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    const include = headersInclude(headers);
    for (const [name, value] of Object.entries(headers)) expect(include).toContain(`add_header ${name} "${value}" always;\n`);
  });

  it.each([
    ['nothing of that name', 'exports.OTHER = {};'],
    ['a header that is not a text', "exports.DASHBOARD_SECURITY_HEADERS = { 'X-Test': 1 };"],
  ])('refuses a dashboard headers module that exports %s', (_what, source) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'voc-headers-')), 'security-headers.js');
    fs.writeFileSync(file, source);
    expect(() => dashboardSecurityHeaders(file)).toThrow(`${file} exports no DASHBOARD_SECURITY_HEADERS`);
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it.each([
    ['a quote', { 'X-Test': 'a"b' }, 'header X-Test has a character the gateway cannot send'],
    ['an nginx variable', { 'X-Test': 'a$b' }, 'header X-Test has a character the gateway cannot send'],
    ['a line break', { 'X-Test': 'a\nadd_header X-Other b' }, 'header X-Test has a character the gateway cannot send'],
    ['a bad header name', { 'X Test': 'a' }, 'not a header name'],
  ])('refuses a header with %s', (_what, headers, message) => {
    expect(() => headersInclude(headers)).toThrow(message);
  });
});

describe('nginx on this machine', () => {
  it('names what is missing of nginx and its brotli_static module', () => {
    expect(missingNginxParts(() => true)).toEqual([]);
    expect(missingNginxParts((file) => file !== BROTLI_STATIC_MODULE)).toEqual([BROTLI_STATIC_MODULE]);
    expect(missingNginxParts(() => false)).toEqual([NGINX_PATH, BROTLI_STATIC_MODULE]);
  });
});
