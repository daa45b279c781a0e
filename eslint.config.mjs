// Lint: the rules that catch real bugs, with the type checker's help (a promise nobody
// awaits, a promise where a callback's result is ignored, a value never used, a throw of a
// non-Error, a return that escapes its try). No style rules: formatting is not a bug.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'test-output/', '.mutants-work/', '.scratch/', '**/fixtures/**', '**/*.js', '**/*.cjs', '**/*.mjs'] },
  {
    files: ['**/*.ts', '**/*.mts'],
    languageOptions: {
      parser: tseslint.parser,
      // One program for everything, tests included (tsconfig.test.json type-checks them too).
      parserOptions: { project: './tsconfig.test.json', tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    // Off: older directives name style rules this config does not run.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      // Promises
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      'no-async-promise-executor': 'error',
      // Values computed and never used
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // What is thrown, printed or compared
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/no-array-delete': 'error',
      '@typescript-eslint/no-duplicate-enum-values': 'error',
      'no-self-compare': 'error',
      'no-self-assign': 'error',
      'no-constant-binary-expression': 'error',
      'no-cond-assign': 'error',
      'no-dupe-else-if': 'error',
      'no-unsafe-finally': 'error',
      'no-unsafe-optional-chaining': 'error',
      'no-unreachable': 'error',
      'no-loss-of-precision': 'error',
      'no-compare-neg-zero': 'error',
      'use-isnan': 'error',
      'valid-typeof': 'error',
      'no-sparse-arrays': 'error',
      'no-debugger': 'error',
    },
  },
  // Options as users pass them (typed loosely, as the interface is) are turned into text the
  // way Express does, with String(): the rule cannot tell that from an object printed by mistake.
  {
    files: ['reference/body/json.ts', 'reference/body/text.ts', 'reference/body/urlencoded.ts', 'reference/response/cookie.ts'],
    rules: { '@typescript-eslint/no-base-to-string': 'off' },
  },
  { files: ['reference/body/text.test.ts'], rules: { '@typescript-eslint/only-throw-error': 'off' } }, // a verify() that throws a string, on purpose
);
