import type { ArgumentsHost } from '@nestjs/common';
import { NotFoundException } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import pinoHttp from 'pino-http';
import { ErrorEnvelopeFilter } from '../../common/errors/error-envelope.filter';
import { httpLogOptions } from '../http-log-options';

/** The api's error filter behind Express and the request log: what a failing request leaves in the log. */
describe('a failing request in the log', () => {
  it('logs a 5xx once, at error, with the cause the filter caught; a 4xx at warn without one', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const app = express();
    app.use(pinoHttp(httpLogOptions({ logLevel: 'info', logFormat: 'json' }), out));
    app.get('/boom', () => {
      throw new RangeError('the pool is exhausted');
    });
    app.get('/missing', () => {
      throw new NotFoundException();
    });
    const filter = new ErrorEnvelopeFilter();
    app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => filter.catch(error, { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const boom = await fetch(`${base}/boom`);
      expect(boom.status).toBe(500);
      expect(await boom.json()).toEqual({ error: { name: 'InternalServerError', message: 'errors.internal' } });
      expect((await fetch(`${base}/missing`)).status).toBe(404);
      const deadline = Date.now() + 5_000;
      while (text.split('\n').filter(Boolean).length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const [boomLine, missingLine, ...rest] = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { type: string; message: string; stack: string } });
    expect(rest).toEqual([]);
    expect(boomLine).toMatchObject({ level: 50, msg: expect.stringMatching(/^GET \/boom 500 \d+ ms · RangeError: the pool is exhausted$/), err: { type: 'RangeError', message: 'the pool is exhausted' } });
    expect(boomLine.err!.stack).toMatch(/^RangeError: the pool is exhausted\n\s+at /);
    expect(missingLine).toMatchObject({ level: 40, msg: expect.stringMatching(/^GET \/missing 404 \d+ ms$/) });
    expect(missingLine.err).toBeUndefined();
  });
});
