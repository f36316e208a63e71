import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
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
    // Imports flow one way (STYLE.md): shared stands alone; server and web never meet.
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**'] }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
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
