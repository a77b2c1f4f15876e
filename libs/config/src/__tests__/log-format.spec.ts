import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { ConfigError } from '../config-error';
import { PassThrough } from 'node:stream';
import { logTransport, nestStartLinesAtDebug, readLogFormat } from '../log-format';

describe('LOG_FORMAT', () => {
  it.each([
    [{}, 'json'],
    [{ LOG_FORMAT: 'json' }, 'json'],
    [{ LOG_FORMAT: 'pretty' }, 'pretty'],
  ])('reads %j as %s', (env, format) => {
    expect(readLogFormat(env)).toBe(format);
  });

  it('refuses another value, naming the variable', () => {
    expect(() => readLogFormat({ LOG_FORMAT: 'colour' })).toThrow(ConfigError);
    expect(() => readLogFormat({ LOG_FORMAT: 'colour' })).toThrow(/LOG_FORMAT/);
  });

  it('leaves JSON to pino itself (no transport)', () => {
    expect(logTransport('json')).toBeUndefined();
  });

  it('writes readable lines through pino-pretty when pretty', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'log-format-'));
    const file = path.join(dir, 'out.log');
    try {
      const transport = pino.transport(logTransport('pretty', file)!);
      const logger = pino({ level: 'info' }, transport);
      logger.info({ queue: 'projections' }, 'relay started');
      const closed = new Promise<void>((resolve) => transport.once('close', () => resolve()));
      transport.end();
      await closed;
      const line = readFileSync(file, 'utf8').trim();
      expect(line).toMatch(/^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}\] INFO: relay started/);
      expect(line).toContain('"queue":"projections"');
      expect(() => JSON.parse(line)).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);

  it.each([
    ['info', ['projections relay started']],
    ['debug', ['InstanceLoader line', 'projections relay started', 'RouterExplorer line']],
  ] as const)("logs Nest's start-up lines at debug: at %s it shows %j", async (level, shown) => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const logger = pino({ level, hooks: { logMethod: nestStartLinesAtDebug } }, out);
    logger.info({ context: 'InstanceLoader' }, 'InstanceLoader line');
    logger.info({ context: 'EventRelay' }, 'projections relay started');
    logger.info({ context: 'RouterExplorer' }, 'RouterExplorer line');
    await new Promise((resolve) => setImmediate(resolve));
    const lines = text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(lines.map((l) => l.msg)).toEqual(shown);
    expect(lines.filter((l) => l.msg !== 'projections relay started').every((l) => l.level === 20)).toBe(true);
  });
});
