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
    // No import cycles anywhere (STYLE.md): module graphs stay layered. The TypeScript resolver
    // follows `~/` paths, `.ts`/`.tsx` sources and the workspace packages' `types` exports.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
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
          ].map((path) => fileURLToPath(new URL(path, import.meta.url))),
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
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
      '**/server.js',
      '**/app-server.js',
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
