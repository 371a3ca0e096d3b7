import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      'data/**',
      '**/coverage/**',
      '**/dist/**',
      '.stryker-tmp*/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  {
    // Plain JS files (config files, bin launchers) run on Node.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
  {
    files: ['packages/**/*.ts', 'packages/**/*.tsx', '*.ts'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // The web client runs in the browser.
    files: ['packages/web/src/**/*.ts', 'packages/web/src/**/*.tsx'],
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        localStorage: 'readonly',
        fetch: 'readonly',
        console: 'readonly',
        URLSearchParams: 'readonly',
        PopStateEvent: 'readonly',
        KeyboardEvent: 'readonly',
        HTMLElement: 'readonly',
      },
    },
  },
  {
    rules: {
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
);
