// Shared jest settings: TypeScript through SWC (with decorator metadata for NestJS and TypeORM),
// workspace libraries mapped to their sources so tests never need a build first.
const path = require('node:path');

const root = __dirname;

module.exports = {
  rootDir: root,
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // The dashboard's components import their plain CSS; jest renders without it.
    '\\.css$': path.join(root, 'apps/dashboard/src/testing/stylesheet.ts'),
    '^@voc/(domain|contracts|config|queues|sql|reporting-schema|migrations|persistence|testing|ticketing|survey-service-client|events|spreadsheets|hotsheet-imports|ticket-exports|file-storage|voice-text|projections|polling-loop|notifications)$': path.join(root, 'libs/$1/src/index.ts'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
