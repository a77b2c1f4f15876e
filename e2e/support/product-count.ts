import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@jest/types';

/** The e2e spec files this run's path patterns pick (all of them without a pattern). */
export function pickedSpecFiles(specDir: string, patterns: readonly string[]): string[] {
  const files = readdirSync(specDir)
    .filter((name) => name.endsWith('.e2e-spec.ts'))
    .map((name) => path.join(specDir, name));
  if (patterns.length === 0) return files;
  const regexes = patterns.map((pattern) => new RegExp(pattern, 'i'));
  return files.filter((file) => regexes.some((regex) => regex.test(file)));
}

/**
 * How many products the setup starts: one for each worker jest may use (--maxWorkers; 1 with
 * --runInBand), but no more than the spec files picked (one file runs in band, on worker 1).
 */
export function productCount(globalConfig: Pick<Config.GlobalConfig, 'maxWorkers' | 'testPathPatterns'>, projectConfig: Pick<Config.ProjectConfig, 'rootDir'>): number {
  const patterns = globalConfig.testPathPatterns?.patterns ?? [];
  const picked = pickedSpecFiles(path.join(projectConfig.rootDir, 'e2e'), patterns).length;
  return Math.max(1, Math.min(globalConfig.maxWorkers, picked));
}
