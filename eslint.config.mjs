import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The dashboard is layered one way: app → features → shared (components, lib, i18n). A feature
// never imports the app nor another feature; the shared layer imports neither.
const DASHBOARD = 'apps/dashboard/src';
const dashboardFeatures = readdirSync(DASHBOARD + '/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const upwards = (name) => ['../', '../../', '../../../', '../../../../'].map((up) => `${up}${name}/**`);
const layerRule = (group, message) => ['error', { patterns: [{ group, message }] }];

// libs/persistence split by job (issue 34), config at the bottom: config ← queues; domain ← sql ← persistence (the shared
// records and master history); migrations (both streams, their data sources) ← reporting-schema (tables, store, module).
const persistenceLibs = ['type:config', 'type:queues', 'type:sql', 'type:persistence', 'type:migrations', 'type:reporting-schema'];

const frameworkImports = ['@nestjs/*', 'typeorm', 'react', 'react-dom', 'react-*', 'bullmq', 'ioredis', 'pg', 'express', 'class-validator', 'class-transformer'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '.storage/**', '.nx/**', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['**/test/**/*.ts', '**/__tests__/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // NestJS injects by the runtime class of a constructor parameter: those imports must stay values.
    files: ['apps/api/**/*.ts', 'apps/worker/**/*.ts', 'libs/{persistence,config,queues,sql,migrations,reporting-schema}/**/*.ts', 'libs/testing/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Apps never import apps (an app has no dependents), libs never import apps.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:text', 'type:contracts', ...persistenceLibs, 'type:events', 'type:projections', 'type:runtime', 'type:spreadsheets', 'type:outbox', 'type:service', 'type:feature', 'type:testing'] },
            // The development stand-ins (survey service, SMS and mail) are other companies' systems: of ours they read
            // configuration and the contracts only (the survey stand-in's contract test drives it with the real client).
            { sourceTag: 'type:standin', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:config', 'type:service-client'] },
            // Server-side business services shared by the api and the worker.
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:domain', 'type:text', 'type:contracts', 'type:config', 'type:sql', 'type:persistence', 'type:events', 'type:spreadsheets', 'type:outbox'] },
            // The outboxes (ticket notifications, users' mails): what is owed to whom, written beside the change that owes it.
            { sourceTag: 'type:outbox', onlyDependOnLibsWithTags: ['type:domain', 'type:config', 'type:sql', 'type:persistence', 'type:events'] },
            // A capability's server side shared by the api and the worker (hotsheet imports, ticket exports).
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:domain', 'type:text', 'type:contracts', 'type:config', 'type:sql', 'type:persistence', 'type:events', 'type:spreadsheets', 'type:outbox', 'type:service'] },
            // The event catalogue: event types, their payloads, and the log's append, read, horizon and checkpoints.
            { sourceTag: 'type:events', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts'] },
            // The projections' registry: each projection's feeds (logs, event types, checkpoints), tables and partitioning, declared once.
            { sourceTag: 'type:projections', onlyDependOnLibsWithTags: ['type:domain', 'type:events', 'type:sql', 'type:reporting-schema'] },
            // Process plumbing both apps share (the polling loop): no other project, no framework.
            { sourceTag: 'type:runtime', onlyDependOnLibsWithTags: [], bannedExternalImports: frameworkImports },
            // Reading and writing xlsx files, and the zip guard in front of every upload.
            { sourceTag: 'type:spreadsheets', onlyDependOnLibsWithTags: ['type:domain'] },
            // Thai comment text (normalising, words, topics, polarity, the category classifier): pure, over the domain's categories.
            { sourceTag: 'type:text', onlyDependOnLibsWithTags: ['type:domain'], bannedExternalImports: frameworkImports },
            // Pure rules: no other project and no framework.
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [], bannedExternalImports: frameworkImports },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:domain'] },
            // Configuration from the environment (env readers, ConfigError, the infrastructure's URLs, log format): the bottom.
            { sourceTag: 'type:config', onlyDependOnLibsWithTags: [] },
            // Queue names, job payloads and options, the Redis connection.
            { sourceTag: 'type:queues', onlyDependOnLibsWithTags: ['type:config'] },
            // The SQL kit (parameters, record columns, cursor rows) and the unit of work.
            { sourceTag: 'type:sql', onlyDependOnLibsWithTags: ['type:domain'] },
            // Both migration streams (frozen once landed), their DataSource options, running them, the lock's checks.
            { sourceTag: 'type:migrations', onlyDependOnLibsWithTags: [] },
            // The reporting tables defined once, the reporting store and its connection.
            { sourceTag: 'type:reporting-schema', onlyDependOnLibsWithTags: ['type:domain', 'type:config', 'type:migrations'] },
            // The main database's shared records (dealers, users, principals, audit log) and the master-data history.
            { sourceTag: 'type:persistence', onlyDependOnLibsWithTags: ['type:domain', 'type:sql'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:domain', ...persistenceLibs, 'type:contracts', 'type:events', 'type:projections'] },
            // The browser app reaches the server only over HTTP.
            { sourceTag: 'scope:client', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/dashboard/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [`${DASHBOARD}/{lib,components,i18n}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': layerRule(['**/app/**', '**/features/**'], 'Shared code (components, lib, i18n) imports neither the app nor a feature.') },
  },
  ...dashboardFeatures.map((feature) => ({
    files: [`${DASHBOARD}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': layerRule(
        ['**/app/**', ...dashboardFeatures.filter((other) => other !== feature).flatMap(upwards)],
        `A feature imports neither the app nor another feature: move what ${feature} shares into components/ or lib/.`,
      ),
    },
  })),
);
