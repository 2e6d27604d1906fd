import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/* Every folder of apps/server/src/modules is a module: none may import another's repository. */
const serverModules = fs
  .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/* Every folder of apps/web/src/features is a feature: none may import another. */
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/shared/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Layers of STYLE.md: shared -> features -> app; the web never imports the server.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web', from: './apps/server', message: 'The web app never imports the server.' },
            { target: './packages/shared', from: './apps', message: 'shared imports no app.' },
            { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
            // Server layers: a route calls its service, never a repository; lib is below plugins.
            {
              target: './apps/server/src/modules/**/*.routes.ts',
              from: './apps/server/src/modules/**/*.repository.ts',
              message: 'A route calls its service; only services use repositories.',
            },
            {
              target: './apps/server/src/lib',
              from: './apps/server/src/plugins',
              message: 'lib is below plugins: it must not import them.',
            },
            {
              target: './apps/server/src/modules/**/*.repository.ts',
              from: './apps/server/src/modules/auth/session-sync.ts',
              message:
                'A repository only reads and writes; its service tells the caches of a change (sessionsChanged).',
            },
            {
              target: './apps/server/src/modules/!(conversation)/**/!(*.conversation).ts',
              from: './apps/server/src/db/schema/{task,ticket}-{events,comments,attachments,attachment-chunks}.ts',
              message:
                "A subject's events, comments and attachments are the conversation module's: its <area>.conversation.ts hands over the tables.",
            },
            ...serverModules.map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: `./apps/server/src/modules/!(${module})/**/*.repository.ts`,
              message: "A module asks another module's service, never its repository.",
            })),
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'Shared UI must not import features.',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/app',
              message: 'Shared UI must not import the app layer.',
            },
            { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib must not import features.' },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import the app layer.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'No imports across web features.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The server takes "today" in APP_TIMEZONE; a fixed zone in the browser disagrees with it around midnight.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/app-today.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@workspace/shared/common/work',
              importNames: ['isoToday', 'DEFAULT_TIME_ZONE'],
              message: "Take today from lib/app-today.ts, in the company's time zone that GET /api/me answers.",
            },
          ],
        },
      ],
    },
  },
);
