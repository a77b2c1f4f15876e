// Unit tests: pure code, no services (the run scripts' pure parts included). Dashboard specs that
// need a DOM declare `@jest-environment jsdom` in their docblock.
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'unit',
  testMatch: ['<rootDir>/{apps,libs,scripts}/**/*.spec.{ts,tsx}'],
  // @tanstack/react-table ships ES modules only: compile it (and its store packages) like our code.
  transformIgnorePatterns: ['/node_modules/(?!@tanstack/)'],
};
