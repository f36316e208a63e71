import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/**
 * The layers, top to bottom (decision 0030): a file imports only from its own layer's folder
 * and the layers below it, never back up, and a feature never another feature. Written as zones
 * of import-x's no-restricted-paths, resolved through TypeScript (a `.js` import is its `.ts`
 * file), so `../../admin/api/x` and `../admin/x` are told apart by where they lead, not by how
 * they are spelt. Tests may reach anything they exercise.
 */
const featuresOf = (side) => readdirSync(path.join(ROOT, `src/${side}/features`), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const SERVER_ABOVE = ['./src/server/app.ts', './src/server/server.ts', './src/server/maintenance.ts', './src/server/cli', './src/server/seed', './src/server/test'];
const WEB_ABOVE = ['./src/web/main.tsx', './src/web/router.tsx', './src/web/routes.tsx', './src/web/entry-server.tsx', './src/web/app-shell.tsx', './src/web/boot.ts', './src/web/page-modules.ts', './src/web/page-loaders.ts', './src/web/shell'];
const layerZones = [
  // Shared stands alone; server and web never meet.
  { target: './src/shared', from: ['./src/server', './src/web'], message: 'src/shared is what both sides agree on: it imports neither.' },
  { target: './src/web', from: './src/server', message: 'The browser never imports the server.' },
  { target: './src/server', from: './src/web', message: 'The server never imports the browser app.' },
  // Server: core ← plugins ← features ← what stands above them.
  { target: './src/server/core', from: ['./src/server/plugins', './src/server/features', ...SERVER_ABOVE], message: 'core/ is what every feature shares: it imports no plugin, no feature, nothing above them.' },
  { target: './src/server/plugins', from: ['./src/server/features', ...SERVER_ABOVE], message: 'A plugin imports core/ only: no feature, nothing above them.' },
  { target: './src/server/features', from: SERVER_ABOVE, message: 'A feature imports nothing that stands above the features.' },
  ...featuresOf('server').map((name) => ({
    target: `./src/server/features/${name}`,
    from: './src/server/features',
    except: [`./${name}`],
    message: `The ${name} feature imports core/, plugins/ and its own files, not another feature: lift what two features need into core/.`,
  })),
  // Web: lib ← components ← entities ← features ← shell and the app's entry files.
  { target: './src/web/lib', from: ['./src/web/components', './src/web/entities', './src/web/features', ...WEB_ABOVE], message: 'lib/ imports only locales and shared.' },
  { target: './src/web/components', from: ['./src/web/entities', './src/web/features', ...WEB_ABOVE], message: 'components/ is generic UI: no domain (entities), no feature, nothing above them.' },
  { target: './src/web/entities', from: ['./src/web/features', ...WEB_ABOVE], message: 'entities/ is what several features show: it imports no feature and nothing above them.' },
  { target: './src/web/features', from: WEB_ABOVE, message: 'A feature imports nothing of the shell or the app entry.' },
  ...featuresOf('web').map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: `The ${name} feature imports entities, components, lib, locales, shared and its own files, not another feature: lift what two features share into entities/.`,
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'data', '.cache', 'node_modules', 'test-results', 'playwright-report', 'src/server/core/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No words escape the catalogue (decision 0022). Text in JSX, and the attributes people read
    // or hear (alt, title, placeholder, aria-label…), come from src/web/locales, in every language.
    files: ['src/web/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['alt', 'title', 'placeholder', 'label', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder'],
            exclude: ['.*'],
          },
          words: {
            // Digits and punctuation, capitals-only codes, and the separators typography puts between words.
            exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', '[\\s·•—–…|/]+'],
          },
          message: 'Words people read come from the catalogue (src/web/locales/<language>/<part>.ts), in every language',
        },
      ],
    },
  },
  {
    // A value imported from a schema file brings all of zod into the browser bundle.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/schemas/*'],
              allowTypeImports: true,
              message: 'Import only types from shared/schemas in the browser: its values bring zod along. Plain values live in shared/constants.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers (layerZones above) and no import cycles, type-only ones included.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts', 'src/server/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.server.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
    },
  },
);
