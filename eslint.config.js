import path from 'node:path';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const toPosix = (file) => file.split(path.sep).join('/');

/**
 * STYLE.md's one-way imports on the web, resolved rather than guessed from the import's text
 * (`../../admin/api/x` reaches another feature from one folder, `../admin/x` from another):
 * a file of src/web/features/<name>/ imports only src/web/components, src/web/lib,
 * src/web/locales, src/shared and its own feature; src/web/components and src/web/lib import
 * no feature, nor the app's entry files (router.tsx, main.tsx). Packages are not its concern.
 */
const webBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      feature:
        'A file of the {{feature}} feature imports only components, lib, locales, shared and its own files, not {{target}}: lift what two features share into components or lib.',
      shell: '{{from}} is shared by every feature and imports none of them, nor the app entry ({{target}}).',
    },
  },
  create(context) {
    const from = toPosix(path.relative(ROOT, context.filename));
    const feature = /^src\/web\/features\/([^/]+)\//.exec(from)?.[1];
    const shell = /^src\/web\/(components|lib)\//.exec(from)?.[1];
    if (!feature && !shell) return {};
    function check(node) {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = toPosix(path.relative(ROOT, path.resolve(path.dirname(context.filename), source.value)));
      if (feature) {
        const allowed = target.startsWith(`src/web/features/${feature}/`) || /^src\/(web\/(components|lib|locales)|shared)\//.test(target);
        if (!allowed) context.report({ node: source, messageId: 'feature', data: { feature, target } });
      } else if (target.startsWith('src/web/features/') || /^src\/web\/[^/]+$/.test(target)) {
        context.report({ node: source, messageId: 'shell', data: { from: `src/web/${shell}`, target } });
      }
    }
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'src/server/core/db/migrations'] },
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
    // Issue 15: no words escape the catalogue. Text in JSX, and the attributes people read or
    // hear (alt, title, placeholder, aria-label…), come from src/web/locales, in every language.
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
    // Imports flow one way (STYLE.md): shared stands alone; server and web never meet.
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**'] }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    // Features meet only in components, lib and shared (STYLE.md "Layout").
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { agora: { rules: { 'web-boundaries': webBoundaries } } },
    rules: { 'agora/web-boundaries': 'error' },
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
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**'] }] },
  },
  {
    // The server's one-way imports (STYLE.md, docs/decisions/0009): a file of
    // src/server/features/<name>/ imports src/shared, the server's shared parts (lib, db,
    // audit, people, plugins, media, …) and its own feature; a shared part imports no
    // feature and nothing that stands above the features (app.ts, server.ts,
    // maintenance.ts, cli/, seed/, test/). Tests may reach anything they exercise.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    plugins: {
      'agora-server': {
        rules: {
          boundaries: {
            meta: {
              type: 'problem',
              schema: [],
              messages: {
                feature: 'A file of the {{feature}} feature imports only src/shared, shared parts of the server and its own files, not {{target}}: lift what two features need into a shared part.',
                shared: '{{from}} is a shared part of the server: it imports no feature and nothing above them ({{target}}).',
              },
            },
            create(context) {
              const root = `${import.meta.dirname}/`;
              const relative = (file) => (file.startsWith(root) ? file.slice(root.length) : file);
              const from = relative(context.filename);
              const above = /^src\/server\/(features|cli|seed|test)\/|^src\/server\/(app|server|maintenance)\.[jt]s$/;
              const feature = /^src\/server\/features\/([^/]+)\//.exec(from)?.[1];
              if (!feature && above.test(from)) return {};
              function check(node) {
                const value = node.source?.type === 'Literal' ? node.source.value : undefined;
                if (typeof value !== 'string' || !value.startsWith('.')) return;
                const target = relative(decodeURIComponent(new URL(value, `file://${context.filename}`).pathname));
                if (!above.test(target) || (feature && target.startsWith(`src/server/features/${feature}/`))) return;
                context.report(feature ? { node: node.source, messageId: 'feature', data: { feature, target } } : { node: node.source, messageId: 'shared', data: { from, target } });
              }
              return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
            },
          },
        },
      },
    },
    rules: { 'agora-server/boundaries': 'error' },
  },
);
