import { busyShare, parseProcStat } from '../machine-cpu';

describe('the machine CPU reading of a test step', () => {
  it.each([
    ['user nice system idle iowait irq softirq steal', 'cpu  100 0 50 800 50 0 0 0\ncpu0 50 0 25 400 25 0 0 0\n', { busyMs: 1500, totalMs: 10000 }],
    ['a kernel with guest columns', 'cpu  10 1 2 30 4 1 1 1 0 0\n', { busyMs: 160, totalMs: 500 }],
    ['only the per-core lines', 'cpu0 1 2 3 4 5\n', null],
    ['garbled numbers', 'cpu  a b c d e\n', null],
    ['too few columns', 'cpu  1 2 3\n', null],
    ['empty text', '', null],
  ])('parses /proc/stat: %s', (_what, text, expected) => {
    expect(parseProcStat(text)).toEqual(expected);
  });

  it.each([
    ['half the cores busy', { busyMs: 1000, totalMs: 4000 }, { busyMs: 2000, totalMs: 6000 }, 0.5],
    ['all busy', { busyMs: 0, totalMs: 0 }, { busyMs: 2000, totalMs: 2000 }, 1],
    ['no time passed', { busyMs: 5, totalMs: 10 }, { busyMs: 5, totalMs: 10 }, null],
    ['a reading missing', null, { busyMs: 5, totalMs: 10 }, null],
  ])('busy share: %s', (_what, before, after, expected) => {
    expect(busyShare(before, after)).toBe(expected);
  });
});
