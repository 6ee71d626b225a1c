import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

/** shared/ is pure: no platform modules, no hidden randomness or clock (ARCHITECTURE.md, Boundaries). */
const sharedPurity = {
  files: ['shared/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(electron|vue|pinia|konva|vue-konva|lowdb|ws)(/.*)?$',
            message: 'shared/ must stay platform-free.',
          },
          { regex: '^node:', message: 'shared/ must not import node: modules.' },
          {
            regex: '^(fs|path|os|crypto|child_process|http|net)$',
            message: 'shared/ must not import Node built-ins.',
          },
          { regex: '^[@~]/', message: 'shared/ uses relative imports only.' },
        ],
      },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: 'Randomness comes in through Dice.' },
      { object: 'Date', property: 'now', message: 'Time comes in through arguments.' },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'Time comes in through arguments.',
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-bench/**',
      'out/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'vue/multi-word-component-names': 'off',
    },
  },
  sharedPurity,
  prettier,
)
