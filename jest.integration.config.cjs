// Integration tests: real PostgreSQL and Redis. A global setup makes one throw-away database,
// migrates it once, and drops it afterwards.
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'integration',
  // The run scripts' parts that start services (scripts/lib) are tried against real ones too.
  testMatch: ['<rootDir>/apps/*/test/integration/**/*.integration-spec.ts', '<rootDir>/scripts/lib/**/*.integration-spec.ts'],
  globalSetup: '<rootDir>/libs/testing/src/integration/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/integration/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
