import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECTION_WRITER_APPLICATION_NAME, reportingDataSourceOptions } from '../reporting-data-source-options';

// event_log_horizon() leaves out the transactions of sessions named PROJECTION_WRITER_APPLICATION_NAME
// and the event logs refuse appends while a session has that name; the proof also needs that no
// session changes its application_name after connect (the database cannot refuse a SET, see
// 1765500000000-projection-writers-out-of-horizon.ts). This holds the product code to that.
const root = path.resolve(__dirname, '../../../../..');

/** Product sources (apps/x/src, libs/x/src), tests left out: a test may SET the name to check the guard. */
function productSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', '__tests__'].includes(entry.name)) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(spec|integration-spec)\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  for (const group of ['apps', 'libs']) {
    for (const project of readdirSync(path.join(root, group), { withFileTypes: true })) {
      if (project.isDirectory()) {
        const src = path.join(root, group, project.name, 'src');
        if (readdirSync(path.join(root, group, project.name)).includes('src')) walk(src);
      }
    }
  }
  return files;
}

/** Statements that change a session's application_name after connect (RESET only returns to the connect-time name). */
const CHANGES_APPLICATION_NAME = /\bSET\s+(?:SESSION\s+|LOCAL\s+)?application_name\b|set_config\s*\(\s*'application_name'/i;

describe('the projection writers identity', () => {
  it('is what the reporting pool gives at connect', () => {
    expect(reportingDataSourceOptions('postgres://h/db')).toMatchObject({ extra: { application_name: PROJECTION_WRITER_APPLICATION_NAME } });
    expect(PROJECTION_WRITER_APPLICATION_NAME).toBe('voc-reporting');
  });

  it('no product code changes a session application_name after connect', () => {
    const sources = productSources();
    expect(sources.length).toBeGreaterThan(100);
    const offenders = sources.filter((file) => CHANGES_APPLICATION_NAME.test(readFileSync(file, 'utf8'))).map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it.each([
    [`SET application_name = 'voc'`, true],
    [`set local application_name to 'x'`, true],
    [`SET SESSION application_name = 'x'`, true],
    [`SELECT set_config('application_name', 'x', false)`, true],
    [`RESET application_name`, false],
    [`SELECT current_setting('application_name')`, false],
    [`extra: { application_name: 'voc' }`, false],
  ])('recognises %s: %s', (text, changes) => {
    expect(CHANGES_APPLICATION_NAME.test(text)).toBe(changes);
  });
});
