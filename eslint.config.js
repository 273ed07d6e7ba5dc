import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Each web feature may import only itself (and the shared layers); the list follows the folders.
const webFeaturesDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = fs.existsSync(webFeaturesDir)
  ? fs
      .readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
// Parent-relative paths would hide which layer an import reaches: outside its own folder, web code imports
// through the @/ alias, which the layer rules below can see.
const webRelativeParent = { group: ['../*'], message: 'Import from another folder through @/ (apps/web/src).' };
// The library's headless entry keeps a toast store of its own, which the app's <Toaster> never shows.
const toastHeadlessEntry = {
  name: 'react-hot-toast/headless',
  message: "Import toast from 'react-hot-toast': its <Toaster> (components/app-toaster) shows that store's toasts.",
};

// Server features from the bottom up (decision 064): a feature imports only features of a lower layer, so no two
// features import each other, however indirectly. A new feature folder must be placed here (the config refuses
// to load otherwise); tests and test helpers may import any feature.
const serverFeatureLayers = [
  ['audit', 'dev', 'health', 'organisations', 'payment-attempts', 'policy'],
  ['auth'],
  ['admin', 'charges', 'institutions', 'profile', 'reference', 'staff'],
  ['admin-audit', 'admin-mail', 'admin-users', 'documents', 'surcharges', 'transcripts', 'unaccredited'],
  ['body-proof'],
  ['admin-services', 'org-dashboard', 'referrals', 'shares'],
  ['credentials'],
  ['document-lifecycle'],
  ['verification'],
  ['admin-documents', 'fraud-signals', 'payments'],
  ['admin-transactions'],
  ['admin-dashboard'],
];
const serverFeaturesDir = new URL('./apps/server/src/features/', import.meta.url);
const serverFeatures = fs.existsSync(serverFeaturesDir)
  ? fs
      .readdirSync(serverFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const layerOf = new Map(serverFeatureLayers.flatMap((layer, index) => layer.map((feature) => [feature, index])));
const unplaced = serverFeatures.filter((feature) => !layerOf.has(feature));
if (unplaced.length > 0) {
  throw new Error(`eslint.config.js: place the server feature(s) ${unplaced.join(', ')} in serverFeatureLayers`);
}
const serverFeatureZones = serverFeatures
  .map((feature) => ({
    target: `./apps/server/src/features/${feature}`,
    from: serverFeatures
      .filter((other) => other !== feature && layerOf.get(other) >= layerOf.get(feature))
      .map((other) => `./apps/server/src/features/${other}`),
    message: `${feature} may import only features of a lower layer (serverFeatureLayers in eslint.config.js, decision 064).`,
  }))
  .filter((zone) => zone.from.length > 0);

// Only repositories (and the database layer) build queries (decision 065): anywhere else in the server a call
// reads or writes through a repository function named for what it does. A builder is recognised by the call that
// starts it, by Kysely's execute calls (a builder's `execute()` takes no argument; a transaction's takes its
// callback) and by the `sql` tag.
const queryBuilding = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive|executeTakeFirst|executeTakeFirstOrThrow|executeQuery)$/]',
    message: 'Build queries only in a *.repository.ts file (or apps/server/src/db/): call a repository function here.',
  },
  {
    selector: "CallExpression[callee.property.name='execute'][arguments.length=0]",
    message: 'Run queries only in a *.repository.ts file (or apps/server/src/db/): call a repository function here.',
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']",
    message: 'Write SQL only in a *.repository.ts file (or apps/server/src/db/).',
  },
];
const kyselySql = {
  name: 'kysely',
  importNames: ['sql', 'expressionBuilder'],
  message: 'Write SQL only in a *.repository.ts file (or apps/server/src/db/).',
};
// Where queries may be built: repositories, the database layer, and what sets up data rather than serves it
// (the seeds, the test helpers and the tests themselves).
const queryBuildingAllowed = [
  'apps/server/src/**/*.repository.ts',
  'apps/server/src/db/**',
  'apps/server/src/seed/**',
  'apps/server/src/testing/**',
  'apps/server/src/**/testing/**',
  'apps/server/src/**/*.test.ts',
];

export default tseslint.config(
  { ignores: ['**/dist', '**/node_modules', 'data', '**/test-results', '**/playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Under verbatimModuleSyntax `import { type A } from 'm'` still evaluates m: for a contract module, every
      // schema it builds (decision 033).
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [toastHeadlessEntry], patterns: [webRelativeParent] }],
    },
  },
  // The web app reaches the API only through the contract's operations (`callOperation`): an API path written as
  // text would be a second declaration of it.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/*-fixtures.ts',
      'apps/web/src/testing/**',
      'apps/web/src/features/*/testing.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Call the API through its contract operation (callOperation), not by path.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call the API through its contract operation (callOperation), not by path.',
        },
      ],
    },
  },
  // The build's own config runs in Node and uses the repository's build scripts (the route preloads).
  { files: ['apps/web/vite.config.ts'], rules: { 'no-restricted-imports': 'off' } },
  // Web layers: shared code (components, hooks, lib, config) -> features -> app. Features never import each
  // other; what two features need moves down to the shared layer.
  {
    files: ['apps/web/src/{components,hooks,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [toastHeadlessEntry],
          patterns: [
            webRelativeParent,
            { group: ['@/features/*', '@/app/*'], message: 'Shared code must not import features or the app.' },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [toastHeadlessEntry],
          patterns: [
            webRelativeParent,
            {
              group: ['@/features/*/**', `!@/features/${feature}/**`],
              message: 'Features must not import each other; move shared code to src/components or src/lib.',
            },
            { group: ['@/app/*'], message: 'Features must not import the app shell.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: queryBuildingAllowed,
    rules: {
      'no-restricted-syntax': ['error', ...queryBuilding],
      'no-restricted-imports': ['error', { paths: [kyselySql] }],
    },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/testing/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverFeatureZones }] },
  },
);
