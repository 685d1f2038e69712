// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

/** Import boundaries (DEVELOPERS.md, STYLE.md "The shape of Hexmarch"). */
const sharedForbidden = {
  paths: nodeBuiltins.map((name) => ({ name, message: 'shared/ is pure: no Node modules.' })),
  patterns: [
    { group: ['react', 'react-*', 'react/*', 'react-dom/*'], message: 'shared/ is pure: no React.' },
    { group: ['konva', 'konva/*', 'react-konva'], message: 'shared/ is pure: no Konva.' },
    { group: ['electron', 'electron/*'], message: 'shared/ is pure: no Electron.' },
    { group: ['node:*'], message: 'shared/ is pure: no Node modules.' },
    {
      group: ['**/renderer/**', '**/electron/**'],
      message: 'shared/ must not import the adapters around it.',
    },
  ],
};
const konvaOnlyInCanvas = {
  group: ['konva', 'konva/*', 'react-konva'],
  message: "Only renderer/src/canvas/ and a ruleset's own renderer/src/rulesets/<id>/canvas/ import Konva.",
};
const noElectronInRenderer = {
  group: ['electron', 'electron/*', 'node:*'],
  message: 'The renderer has no Node or Electron; use renderer/src/platform/.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-electron/**',
      'dist-cli/**',
      'release/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', sharedForbidden],
      // GEN-5: randomness and time enter shared/ only through the seeded RNG and explicit arguments.
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use shared/random (GEN-5).' },
        { object: 'Date', property: 'now', message: 'Pass time in explicitly (GEN-5).' },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [konvaOnlyInCanvas, noElectronInRenderer] }],
    },
  },
  {
    files: ['renderer/src/canvas/**/*.{ts,tsx}', 'renderer/src/rulesets/*/canvas/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noElectronInRenderer] }] },
  },
  {
    files: [
      'electron/**/*.ts',
      'scripts/**/*.ts',
      'bench/**/*.ts',
      'tests/**/*.{ts,tsx}',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
