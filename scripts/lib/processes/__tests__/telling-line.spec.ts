import { humanLine, lastLine, tellingLine } from '../telling-line';

describe('the telling line of a process', () => {
  it('reads a JSON log line as its message and error', () => {
    expect(humanLine('{"level":50,"msg":"cannot start","err":{"message":"JWT_SECRET is too short"}}')).toBe('cannot start: JWT_SECRET is too short');
    expect(humanLine('{"level":30,"message":"listening"}')).toBe('listening');
    expect(humanLine('{not json')).toBe('{not json');
    expect(humanLine('\x1b[31mred\x1b[0m  text ')).toBe('red text');
  });

  it('prefers the last line that looks fatal, then one that looks bad, then the last one', () => {
    expect(tellingLine(['starting', 'Error: listen EADDRINUSE: address already in use :::3000', 'retrying', 'failed to bind', 'bye'])).toBe(
      'Error: listen EADDRINUSE: address already in use :::3000',
    );
    expect(tellingLine(['starting', 'connection refused', 'bye'])).toBe('connection refused');
    expect(tellingLine(['starting', 'bye'])).toBe('bye');
  });

  it('passes over stack frames, code frames, npm noise and empty lines', () => {
    const output = [
      'migration 42 could not run',
      '    at Object.<anonymous> (/work/apps/api/dist/main.js:1:1)',
      '        ^^^^^',
      '}',
      'Node.js v20.20.2',
      'npm error command failed',
      '',
    ];
    expect(tellingLine(output)).toBe('migration 42 could not run');
    expect(tellingLine([])).toBe('');
  });

  it('cuts a long line at 300 characters', () => {
    expect(tellingLine([`ERROR ${'x'.repeat(400)}`])).toHaveLength(300);
  });

  it("reads the process's last 60 lines", () => {
    const asked: number[] = [];
    expect(
      lastLine({
        tail: (n) => {
          asked.push(n);
          return ['FATAL: database "voc" does not exist'];
        },
      }),
    ).toBe('FATAL: database "voc" does not exist');
    expect(asked).toEqual([60]);
  });
});
