// Browser tests: the built product started on spare ports against a throw-away database, driven
// by playwright-core in Debian's chromium.
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'e2e',
  testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  testTimeout: 90000,
  maxWorkers: 1,
};
