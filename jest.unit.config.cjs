// Unit tests: pure code, no services. Dashboard specs that need a DOM declare
// `@jest-environment jsdom` in their docblock.
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'unit',
  testMatch: ['<rootDir>/{apps,libs}/**/*.spec.{ts,tsx}'],
};
