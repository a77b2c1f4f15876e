import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { StartupError } from '../../startup-error';
import { bannerText } from '../banner';
import { jwtSecret } from '../jwt-secret';
import { portSetting } from '../port-setting';

describe('npm start settings', () => {
  it.each([
    [undefined, 3000],
    ['', 3000],
    ['3100', 3100],
    ['1', 1],
    ['65535', 65535],
  ])('PORT=%s is port %i', (raw, port) => {
    expect(portSetting({ PORT: raw }, 'PORT', 3000)).toBe(port);
  });

  it.each(['0', '65536', '3000.5', 'abc', '-1'])('PORT=%s is refused in one line', (raw) => {
    expect(() => portSetting({ PORT: raw }, 'PORT', 3000)).toThrow(new StartupError(`PORT must be a port number (1-65535), got "${raw}"`));
  });

  describe('the JWT secret', () => {
    let dir: string;
    let file: string;
    const logged: string[] = [];
    const log = (line: string): void => void logged.push(line);
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voc-jwt-'));
      file = path.join(dir, 'nested', 'jwt-secret');
      logged.length = 0;
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('is JWT_SECRET when set, refused when short', () => {
      expect(jwtSecret({ JWT_SECRET: 's'.repeat(32) }, log, file)).toBe('s'.repeat(32));
      expect(() => jwtSecret({ JWT_SECRET: 'short' }, log, file)).toThrow('JWT_SECRET must be at least 32 characters long (or unset it to use a generated one)');
      expect(fs.existsSync(file)).toBe(false);
    });

    it('is generated once, kept private, and reused', () => {
      const first = jwtSecret({}, log, file);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(logged).toHaveLength(1);
      expect(jwtSecret({}, log, file)).toBe(first);
      expect(logged).toHaveLength(1);
    });

    it('replaces a saved one that is too short', () => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'short\n');
      expect(jwtSecret({}, log, file)).not.toBe('short');
    });
  });

  it('prints the addresses without passwords, and what npm start started', () => {
    const text = bannerText({
      dashboardUrl: 'http://127.0.0.1:4200',
      apiUrl: 'http://127.0.0.1:3000/api',
      databaseUrl: 'postgres://postgres:secret@127.0.0.1:5432/voc',
      embedded: true,
      dataDir: '/somewhere/else/postgres',
      redisUrl: 'redis://127.0.0.1:6379',
      spawnedRedis: true,
      surveyService: { url: 'http://127.0.0.1:41000', standin: true },
      notifyTransports: { mail: { url: 'smtp://127.0.0.1:41001?ignoreTLS=true', standin: true, inboxUrl: 'http://127.0.0.1:41002' }, sms: { url: 'http://127.0.0.1:41003', standin: true } },
    });
    const lines = text.split('\n');
    expect(lines).toContain('  Mail        http://127.0.0.1:41002   (development SMTP sink and inbox; SMTP_URL sets the real server)');
    expect(lines).toContain('  SMS         http://127.0.0.1:41003/   (development stand-in; SMS_GATEWAY_URL sets the real gateway)');
    expect(lines).toContain('  Dashboard   http://127.0.0.1:4200');
    expect(lines).toContain('  API         http://127.0.0.1:3000/api   (health: http://127.0.0.1:3000/api/health)');
    expect(lines).toContain('  PostgreSQL  postgres://postgres:***@127.0.0.1:5432/voc   (embedded, data in /somewhere/else/postgres)');
    expect(lines).toContain('  Redis       redis://127.0.0.1:6379   (started by npm start, in memory only)');
    expect(lines).toContain('  Survey      http://127.0.0.1:41000/   (development stand-in; SURVEY_SERVICE_URL sets the real one)');
    expect(lines).toContain('  Press Ctrl-C to stop everything.');
    expect(text).not.toContain('secret');
  });

  it('shows a data folder inside the repository relative to it, and nothing more when nothing was started', () => {
    const text = bannerText({
      dashboardUrl: 'http://127.0.0.1:4200',
      apiUrl: 'http://127.0.0.1:3000/api',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/voc',
      embedded: true,
      dataDir: path.join(__dirname, '../../../../.data/postgres'),
      redisUrl: 'redis://127.0.0.1:6379',
      spawnedRedis: false,
      surveyService: { url: 'https://surveys.example', standin: false },
      notifyTransports: { mail: { url: 'smtp://mailer:pw@mail.example.com:587', standin: false, inboxUrl: null }, sms: { url: 'https://sms.example.com', standin: false } },
    });
    expect(text.split('\n')).toContain('  Mail        smtp://mailer:***@mail.example.com:587');
    expect(text.split('\n')).toContain('  SMS         https://sms.example.com/');
    expect(text).toContain('(embedded, data in .data/postgres)');
    expect(text.split('\n')).toContain('  Redis       redis://127.0.0.1:6379');
    expect(text.split('\n')).toContain('  Survey      https://surveys.example/');
  });
});
