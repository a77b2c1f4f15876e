import path from 'node:path';

import fs from 'node:fs';

import { REPO_ROOT } from '../../repo-root';
import { BUILD_OUTPUTS, neededBuildOutputs } from '../build-outputs';
import { WORKER_NODE_OPTIONS } from '../worker-node-options';
import { describeExit } from '../exit-description';
import { productAddresses } from '../product-addresses';
import { productEnv } from '../product-env';
import { standinEnv } from '../survey-standin';
import { notifyStandinEnv, type LaunchedNotifyStandins } from '../notify-standins';
import { unexpectedExitMessage } from '../unexpected-exit';

describe('starting the product', () => {
  it('needs the seed only when it seeds and the stand-in only without a real survey service', () => {
    const all = Object.values(BUILD_OUTPUTS);
    expect(neededBuildOutputs({ seed: true, realSurveyService: false })).toEqual(all);
    expect(neededBuildOutputs({ seed: false, realSurveyService: false })).toEqual(all.filter((f) => f !== BUILD_OUTPUTS.seed && f !== BUILD_OUTPUTS.seedPdca));
    expect(neededBuildOutputs({ seed: true, realSurveyService: true })).toEqual(all.filter((f) => f !== BUILD_OUTPUTS.surveyStandin));
    expect(neededBuildOutputs({ seed: true, realSurveyService: false, realNotifyTransports: true })).toEqual(all.filter((f) => f !== BUILD_OUTPUTS.notifyStandins));
  });

  it("starts the worker with its own node flags in docker-compose.yml and the Dockerfile's note as in startProduct", () => {
    const command = ['node', ...WORKER_NODE_OPTIONS, BUILD_OUTPUTS.worker];
    const compose = fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
    expect(compose).toContain(`command: ${JSON.stringify(command).replace(/","/g, '", "')}`);
    expect(fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8')).toContain(`worker:    ${command.join(' ')}`);
    expect(WORKER_NODE_OPTIONS).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
  });

  it('answers on 127.0.0.1, the api under /api', () => {
    expect(productAddresses(3000, 4200)).toEqual({ apiOrigin: 'http://127.0.0.1:3000', apiUrl: 'http://127.0.0.1:3000/api', dashboardUrl: 'http://127.0.0.1:4200' });
  });

  const settings = {
    nodeEnv: 'production',
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/voc',
    redisUrl: 'redis://127.0.0.1:6379',
    jwtSecret: 'x'.repeat(32),
    storageDir: 'relative/storage',
    logLevel: 'info',
    apiPort: 3001,
    apiOrigin: 'http://127.0.0.1:3001',
    dashboardPort: 4201,
  };

  it("gives every child the product's settings, the dashboard its proxy target", () => {
    expect(productEnv({ ...settings, seed: false, extraEnv: {} })).toEqual({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/voc',
      REDIS_URL: 'redis://127.0.0.1:6379',
      JWT_SECRET: 'x'.repeat(32),
      STORAGE_DIR: path.resolve('relative/storage'),
      LOG_LEVEL: 'info',
      API_PORT: '3001',
      API_PROXY_TARGET: 'http://127.0.0.1:3001',
      DASHBOARD_PORT: '4201',
    });
  });

  it('lets the demo data sign in blank and the extra environment win', () => {
    const env = productEnv({ ...settings, seed: true, extraEnv: { LOG_LEVEL: 'warn', REDIS_PREFIX: 'e2e-1' } });
    expect(env).toMatchObject({ LEGACY_BLANK_PASSWORD_SIGNIN: '1', LOG_LEVEL: 'warn', REDIS_PREFIX: 'e2e-1' });
  });

  it("gives the stand-in only its own settings of the extra environment, and its port and account", () => {
    expect(standinEnv({ SURVEY_STANDIN_DEALERS: '12', SURVEY_STANDIN_PORT: '1', REDIS_PREFIX: 'e2e-1' }, { nodeEnv: 'production', port: 41000, user: 'survey', password: 'survey-dev' })).toEqual({
      SURVEY_STANDIN_DEALERS: '12',
      NODE_ENV: 'production',
      SURVEY_STANDIN_PORT: '41000',
      SURVEY_STANDIN_USER: 'survey',
      SURVEY_STANDIN_PASSWORD: 'survey-dev',
    });
  });

  it('says how a process ended', () => {
    expect(describeExit({ code: 1, signal: null, error: null })).toBe('exit code 1');
    expect(describeExit({ code: null, signal: 'SIGKILL', error: null })).toBe('killed by SIGKILL');
    expect(describeExit({ code: null, signal: null, error: new Error('spawn npm ENOENT') })).toBe('spawn npm ENOENT');
    expect(unexpectedExitMessage({ name: 'worker', code: 1, signal: null, line: 'Redis is gone' })).toBe('the worker stopped unexpectedly (exit code 1): Redis is gone');
    expect(unexpectedExitMessage({ name: 'api', code: null, signal: 'SIGKILL', line: '' })).toBe('the api stopped unexpectedly (killed by SIGKILL)');
  });
});

describe('the notification stand-ins', () => {
  const standins = { smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true', inboxUrl: 'http://127.0.0.1:2', smsUrl: 'http://127.0.0.1:3', smsUser: 'sms', smsPassword: 'pw' } as LaunchedNotifyStandins;

  it('serve only the channels nobody configured', () => {
    expect(notifyStandinEnv(standins, { smtpUrl: '', smsUrl: '' }, 'tok')).toEqual({
      SMTP_URL: 'smtp://127.0.0.1:1?ignoreTLS=true',
      SMTP_FROM: 'VOC <voc@demo.local>',
      SMS_GATEWAY_URL: 'http://127.0.0.1:3',
      SMS_GATEWAY_USER: 'sms',
      SMS_GATEWAY_PASSWORD: 'pw',
      SMS_RECEIPT_TOKEN: 'tok',
    });
    expect(notifyStandinEnv(standins, { smtpUrl: 'smtp://mail.example.com', smsUrl: '' }, 'tok')).not.toHaveProperty('SMTP_URL');
    expect(notifyStandinEnv(standins, { smtpUrl: '', smsUrl: 'https://sms.example.com' }, 'tok')).toEqual({ SMTP_URL: standins.smtpUrl, SMTP_FROM: 'VOC <voc@demo.local>' });
  });
});
