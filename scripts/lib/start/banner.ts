// What `npm start` prints once everything runs: the addresses and the demo accounts.

import path from 'node:path';

import { REPO_ROOT } from '../repo-root';
import { redactUrl } from '../service-url';

export interface BannerFacts {
  dashboardUrl: string;
  apiUrl: string;
  databaseUrl: string;
  /** Whether PostgreSQL is the embedded one, and where it keeps its data. */
  embedded: boolean;
  dataDir?: string;
  redisUrl: string;
  /** Whether npm start started the redis-server. */
  spawnedRedis: boolean;
  surveyService: { url: string; standin: boolean };
  /** Where emails and SMS go (absent: not shown). */
  notifyTransports?: { mail: { url: string; standin: boolean; inboxUrl: string | null }; sms: { url: string; standin: boolean } };
}

/** A path inside the repository relative to its root; any other as it is. */
function shown(p: string): string {
  return path.relative(REPO_ROOT, p).startsWith('..') ? p : path.relative(REPO_ROOT, p);
}

export function bannerText({ dashboardUrl, apiUrl, databaseUrl, embedded, dataDir, redisUrl, spawnedRedis, surveyService, notifyTransports }: BannerFacts): string {
  const mail = notifyTransports?.mail;
  const sms = notifyTransports?.sms;
  const lines = [
    '',
    '  VOC platform is running',
    '',
    `  Dashboard   ${dashboardUrl}`,
    `  API         ${apiUrl}   (health: ${apiUrl}/health)`,
    `  PostgreSQL  ${redactUrl(databaseUrl)}${embedded ? `   (embedded, data in ${shown(dataDir ?? '')})` : ''}`,
    `  Redis       ${redactUrl(redisUrl)}${spawnedRedis ? '   (started by npm start, in memory only)' : ''}`,
    `  Survey      ${redactUrl(surveyService.url)}${surveyService.standin ? '   (development stand-in; SURVEY_SERVICE_URL sets the real one)' : ''}`,
    ...(mail ? [`  Mail        ${mail.standin ? `${mail.inboxUrl ?? ''}   (development SMTP sink and inbox; SMTP_URL sets the real server)` : redactUrl(mail.url)}`] : []),
    ...(sms ? [`  SMS         ${redactUrl(sms.url)}${sms.standin ? '   (development stand-in; SMS_GATEWAY_URL sets the real gateway)' : ''}`] : []),
    '',
    '  Demo accounts (password demo1234)',
    '    Staff     nissan@demo.local        nml@demo.local           region_manager@demo.local',
    '              area_manager@demo.local  csn@demo.local           callcenter@demo.local',
    '              external@demo.local',
    '    Dealers   DEMO-DEALER-1 (showroom)  DEMO-DEALER-2 (service)  DEMO-DEALER-3 (showroom + service)',
    '    Passport  DEMO-DEALER-4 (passport only: leave the password empty)',
    '',
    '  Press Ctrl-C to stop everything.',
    '',
  ];
  return lines.join('\n');
}
