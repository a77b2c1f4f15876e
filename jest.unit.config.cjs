// Unit tests: pure code, no services (the run scripts' pure parts included). Dashboard specs that
// need a DOM declare `@jest-environment jsdom` in their docblock.
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'unit',
  testMatch: ['<rootDir>/{apps,libs,scripts}/**/*.spec.{ts,tsx}'],
  // @tanstack/react-table ships ES modules only: compile it (and its store packages) like our code.
  transformIgnorePatterns: ['/node_modules/(?!@tanstack/)'],
  // The dashboard's route-level specs render the whole app in jsdom; on a busy 2-core machine one
  // took 4.8 s of jest's default 5 s. A unit test that needs more than 20 s is a bug of its own.
  testTimeout: 20000,
};
