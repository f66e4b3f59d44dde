import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'storybook-static',
      'node_modules',
      'src/api/schema.d.ts',
      'server/db/migrations',
      '.data',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Build, test and benchmark scripts run in Node.
    files: ['**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    // Contract types end to end (docs/architecture.md): a double cast hides a shape that should have been typed.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'server/test-support.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression[typeAnnotation.type="TSUnknownKeyword"]',
          message:
            'No `as unknown as` outside tests: type the value with the contract (src/domain/contract.ts) or narrow it.',
        },
      ],
    },
  },
  // The layer boundaries of docs/architecture.md.
  {
    // The web and the server share only src/domain.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '../server/*'], message: 'The web never imports server/.' }] },
      ],
    },
  },
  {
    // Components take props and nothing else.
    files: ['src/ui/**/*.{ts,tsx}', 'src/commerce/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/app/*',
                '@/api/*',
                '**/app/**',
                '**/api/**',
                '@machines/*',
                '**/machines/**',
                '@/screens/*',
                '**/screens/**',
              ],
              message: 'src/ui and src/commerce import only src/ui, src/commerce and src/domain.',
            },
            { group: ['**/server/**'], message: 'The web never imports server/.' },
          ],
        },
      ],
    },
  },
  {
    // A screen draws a machine's snapshot but never runs one: machine types only.
    files: ['src/screens/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@machines/*', '**/machines/**'],
              allowTypeImports: true,
              message: 'Screens import machines for their types only; the app runs them.',
            },
            {
              group: ['@/app/*', '**/app/**', '@/api/*', '**/api/**'],
              message: 'Screens take props; the app wires them to the API.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The web never imports server/.' }] },
      ],
    },
  },
  {
    // Machines hold behaviour and nothing else.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                '@xstate/react',
                '@/ui/*',
                '@/commerce/*',
                '@/screens/*',
                '@/app/*',
                '@/api/*',
                'openapi-fetch',
              ],
              message: 'Machines import xstate and src/domain only; effects are provided by the app.',
            },
            { group: ['**/server/**'], message: 'The web never imports server/.' },
          ],
        },
      ],
    },
  },
  {
    // The server imports only src/domain of the web side (its tests may drive the web's typed client).
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '**/src/**', '!**/src/domain', '!**/src/domain/**', '@/*', '@machines/*'],
              message: 'The server imports only src/domain.',
            },
          ],
        },
      ],
    },
  },
)
