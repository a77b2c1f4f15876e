// Browser tests: the built product started on spare ports against a throw-away database, driven
// by playwright-core in Debian's chromium. Two workers, each with a product, a database and a
// chromium of its own (e2e/support/global-setup.ts): every spec file runs against its worker's
// product. Not more than two: each product is an api, a worker, a dashboard server and a browser
// beside PostgreSQL on this 2-core machine; a third worker would only queue for the same cores.
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'e2e',
  testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  setupFiles: ['<rootDir>/e2e/support/use-worker-product.ts'],
  testSequencer: '<rootDir>/e2e/support/longest-first-sequencer.cjs',
  testTimeout: 90000,
  maxWorkers: 2,
};
