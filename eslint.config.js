import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = dirname(fileURLToPath(import.meta.url))
const SOURCES = ['shared/**/*.ts', 'electron/**/*.ts', 'renderer/src/**/*.{ts,vue}']

/** Each ruleset's id is a folder of shared/rules/. */
const RULESET_IDS = readdirSync(`${ROOT}/shared/rules`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

const below = (layer, allowed) => ({
  target: `./shared/${layer}/**`,
  from: `./shared/!(${allowed.join('|')})/**`,
  message: `shared/${layer} may import only ${allowed.map((a) => `shared/${a}`).join(', ')} (ARCHITECTURE.md, Layers).`,
})

/**
 * Layers (ARCHITECTURE.md): geometry, dice -> model -> kit -> rules -> play -> api, projection, sync;
 * in main, app/ and lan/ sit on session/, which sits on commands/ and persistence/; the renderer's
 * board/ is canvas code under its features. A ruleset's code is imported only inside its own
 * folders and by the registries, and inside it the engine (rules) never imports the adapter.
 */
const layerZones = [
  below('geometry', ['geometry']),
  below('dice', ['dice']),
  below('model', ['geometry', 'dice', 'model']),
  // The rules kit: the parts every ruleset builds from, below the rules, so it imports none.
  below('kit', ['geometry', 'dice', 'model', 'kit']),
  below('rules', ['geometry', 'dice', 'model', 'kit', 'rules']),
  below('play', ['geometry', 'dice', 'model', 'kit', 'rules', 'play']),
  {
    target: './shared/**',
    from: ['./electron/**', './renderer/**', './tests/**'],
    message: 'shared/ is used by both sides and never imports them.',
  },
  {
    target: './electron/main/persistence/**',
    from: './electron/main/{commands,session,app,lan}/**',
    message: 'persistence knows files, not commands, the session or the app.',
  },
  {
    target: './electron/main/commands/**',
    from: './electron/main/{session,app,lan}/**',
    message: 'commands sit below the session and the app.',
  },
  {
    target: './electron/main/session/**',
    from: './electron/main/{app,lan}/**',
    message: 'the session sits below the app and the browser host.',
  },
  { target: './electron/**', from: './renderer/**', message: 'main never imports the renderer.' },
  {
    target: './renderer/**',
    from: './electron/main/**',
    message: 'the renderer talks to main only through the API.',
  },
  {
    target: './renderer/src/board/**',
    from: './renderer/src/{features,rules,stores,api}/**',
    message: 'board/ is canvas code below the features.',
  },
  ...RULESET_IDS.map((id) => ({
    target: [
      './electron/**',
      './shared/!(rules)/**',
      `./shared/rules/!(${id}|registry.ts)`,
      `./shared/rules/!(${id})/**`,
      './renderer/src/!(rules)/**',
      './renderer/src/*.{ts,vue}',
      `./renderer/src/rules/!(${id}|registry.ts)`,
      `./renderer/src/rules/!(${id})/**`,
    ],
    from: [`./shared/rules/${id}/**`, `./renderer/src/rules/${id}/**`],
    message: `only the ${id} ruleset's own folders and the registries import it: ask rulesetOf(campaign).`,
  })),
  // A ruleset's engine is its rules alone; its adapter fits them to the Ruleset interface.
  ...RULESET_IDS.map((id) => ({
    target: `./shared/rules/${id}/engine/**`,
    from: `./shared/rules/${id}/adapter/**`,
    message: `the ${id} engine (its rules) never imports its adapter to the Ruleset interface.`,
  })),
]

/** Imports run one way (cycles: .dependency-cruiser.cjs, which counts type-only imports too). */
const layers = {
  files: SOURCES,
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.vue', '.js', '.mjs', '.json'] }),
    ],
    'import-x/extensions': ['.ts', '.vue', '.js', '.mjs'],
    'import-x/parsers': { 'vue-eslint-parser': ['.vue'], '@typescript-eslint/parser': ['.ts'] },
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones }],
  },
}

/** The board draws; it has no Vue in it. */
const boardIsPlain = {
  files: ['renderer/src/board/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'vue',
            message: 'board/ is canvas code with no Vue: put composables in features/.',
          },
        ],
      },
    ],
  },
}

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
      '.tools/**',
      '.stryker-tmp/**',
      'reports/**',
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
  layers,
  boardIsPlain,
  prettier,
)
