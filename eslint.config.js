// One lint configuration for the whole monorepo (ESLint flat config).
// Each workspace runs `eslint .` from its own folder; ESLint finds this file by walking up.
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const rootDir = fileURLToPath(new URL('.', import.meta.url))

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/public/build/**',
      'infra/seed/output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules for the TypeScript sources of every workspace (each file's own tsconfig,
    // found by the project service); plain JavaScript (scripts, bench, configs) stays syntactic.
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: rootDir },
    },
    rules: {
      // Functions are async to fit Promise-returning interfaces (Fastify plugins, hooks and
      // handlers, fetch fakes); dropping `async` would turn their throws into synchronous ones.
      '@typescript-eslint/require-await': 'off',
      // React ignores what an event handler returns; async handlers handle their own failures.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // A caught error (typed unknown) is passed on as it was caught.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // React's act() runs synchronous work at once; its returned thenable needs no await.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: '@testing-library/react', name: 'act' },
            { from: 'package', package: 'react', name: 'act' },
          ],
        },
      ],
      // Remix loaders and actions throw Responses (404, redirects) by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: '@remix-run/server-runtime', name: 'TypedResponse' },
          ],
        },
      ],
    },
  },
  {
    // Tests read untyped JSON (`response.json()`, request bodies, `JSON.parse`) and check it with
    // expect; typing every read would only add casts.
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.test-helpers.ts',
      '**/*.contract.ts',
      '**/tests/**',
      '**/test/**',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Fetch fakes read the string URLs and bodies the clients under test send.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Configuration is read in exactly one place per app (env.ts / env.server.ts).
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through env.ts (the only reader of process.env).',
        },
      ],
    },
  },
  {
    // The BFF's 55 needless assertions (mostly `!` in route tests) wait for its reorganisation
    // (the commerce engine's move to a package) to land, so the two changes do not collide (D96).
    files: ['apps/bff/**/*.ts'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    // The PGlite wire client hands driver values through untouched: pg's parsers return any and
    // statement parameters are whatever the caller bound.
    files: ['**/pglite-pipeline-client.ts'],
    rules: {
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // No import cycles anywhere (STYLE.md): module graphs stay layered. The TypeScript resolver
    // follows `~/` paths, `.ts`/`.tsx` sources and the workspace packages' `types` exports.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/ignore': ['/node_modules/'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            'apps/storefront/tsconfig.json',
            'apps/bff/tsconfig.json',
            'packages/*/tsconfig.json',
            'infra/tsconfig.json',
            'infra/seed/tsconfig.json',
          ].map((path) => `${rootDir}${path}`),
        }),
      ],
    },
    // Installed packages cannot close a cycle through our sources; they are not parsed.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The config readers, build/test tooling and scripts may read the environment.
    files: [
      '**/env.ts',
      '**/env.server.ts',
      '**/*.config.{js,ts,mjs}',
      'scripts/**',
      '**/scripts/**',
      'bench/**',
      '**/tests/**',
      '**/test/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.contract.ts',
      // The storefront server reads NODE_ENV, STOREFRONT_WORKERS and LOG_LEVEL before any build.
      'apps/storefront/server/index.js',
      'apps/storefront/server/logger.js',
      'apps/storefront/server/app-server.js',
      '**/server.mjs',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: { react: { version: '18.3' } },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  prettier,
)
