// Integration tests: real PostgreSQL and Redis. A global setup migrates template databases once
// (test files copy them with CREATE DATABASE ... TEMPLATE) and drops them all afterwards.
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'integration',
  // The run scripts' parts that start services (scripts/lib) are tried against real ones too.
  testMatch: ['<rootDir>/apps/*/test/integration/**/*.integration-spec.ts', '<rootDir>/scripts/lib/**/*.integration-spec.ts', '<rootDir>/libs/testing/src/**/*.integration-spec.ts'],
  globalSetup: '<rootDir>/libs/testing/src/integration/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/integration/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
