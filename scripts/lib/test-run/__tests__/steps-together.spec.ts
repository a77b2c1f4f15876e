import { runStepsTogether, stepBlock } from '../steps-together';
import { type StepTiming } from '../test-step';

describe('steps of the test run at the same time', () => {
  let written: string[];
  let write: jest.SpyInstance;
  beforeEach(() => {
    written = [];
    write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => write.mockRestore());

  it('answers each step’s exit status in the steps’ order, prints each output as one block and records each time', async () => {
    const timings: StepTiming[] = [];
    const outcomes = await runStepsTogether(timings, [
      ['slow pass', process.execPath, ['-e', "setTimeout(() => { console.log('a1'); console.error('a2'); }, 300)"]],
      ['quick fail', process.execPath, ['-e', "console.log('b1'); process.exit(3)"]],
    ]);
    expect(outcomes.map(({ name, status }) => [name, status])).toEqual([
      ['slow pass', 0],
      ['quick fail', 3],
    ]);
    expect(timings.map(({ name }) => name)).toEqual(['slow pass', 'quick fail']);
    // Each step's output is one write: heading, all of its output (both streams, in whichever order
    // the two pipes delivered them), then how it ended.
    const blocks = written.filter((chunk) => chunk.includes('\n--- '));
    expect(blocks).toHaveLength(2);
    const quick = blocks.find((block) => block.includes('=== quick fail'));
    const slow = blocks.find((block) => block.includes('=== slow pass'));
    expect(quick).toMatch(/\nb1\n--- quick fail: failed \(exit 3\) in \d+\.\d s\n$/);
    expect(slow).toContain('a1\n');
    expect(slow).toContain('a2\n');
    expect(slow).toMatch(/\n--- slow pass: passed in \d+\.\d s\n$/);
  });

  it('counts a command that cannot start as a failed step', async () => {
    const [outcome] = await runStepsTogether([], [['missing', '/nonexistent/command', []]]);
    expect(outcome.status).toBe(1);
    expect(outcome.output).toMatch(/ENOENT/);
  });

  it('ends a block with a new line even when the output did not', () => {
    expect(stepBlock({ name: 'lint', status: 0, ms: 1234, output: 'done' }, ['lint', 'npm', ['run', 'lint']])).toBe('\n=== lint: npm run lint\ndone\n--- lint: passed in 1.2 s\n');
  });
});
