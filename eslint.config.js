import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
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
);
