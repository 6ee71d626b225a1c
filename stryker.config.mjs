import { readdirSync } from 'node:fs'

// Mutation testing: how many deliberate small bugs the project's own unit tests catch. Run it with
// `npm run mutate` (scripts/mutate.mjs), which picks an area, runs Stryker under Node >= 22 and
// prints one bench-style JSON line per mutated file. Not part of `npm test` or CI.
//
// Each area names the files it mutates and the unit tests it runs: only the tests written for
// those files, so an area finishes in minutes and a score says what those tests catch (a bug
// caught only by some far-away electron test does not count). Globs, so new test files named
// after the area join it without an edit here.
//
// Equivalent mutants (a change no test can see, because the behaviour is the same) are counted as
// killed. Mark one in the source, on the line before it, with the reason:
//   // Stryker disable next-line EqualityOperator: equivalent, d >= 0 here so `d > 0` and `d !== 0` agree
// (Stryker reports it as Ignored; scripts/mutate.mjs counts Ignored as killed), or list it below
// when a comment in the source would be noise. Each entry: the file, the mutator, a snippet of
// the mutated line (it survives line drift), optionally the exact replacement (then that mutant
// only), and why no input can tell the mutant from the code.
const PF = 'shared/geometry/hex/pathfind.ts'
const LINE = 'shared/geometry/hex/line.ts'
const SIGHT = 'shared/geometry/hex/sight.ts'
const ROUNDING =
  'cube rounding of a line sample: with the tie-breaking shift the three rounded coordinates ' +
  'disagree only where q and r both sit on a half, and there q has the largest error, so which ' +
  'other coordinate is fixed never matters (checked for every target within 80 steps; a line is ' +
  'its relative line translated, so that is every line up to 80 long)'
const coreEquivalent = [
  // pathfind.ts: the bucket queue
  {
    file: PF,
    mutator: 'ConditionalExpression',
    near: 'if (x >= 0) prev[x] = p',
    why: 'writing prev[-1] on an Int32Array is a no-op',
  },
  {
    file: PF,
    mutator: 'ConditionalExpression',
    near: 'if (h >= 0) prev[h] = v',
    why: 'writing prev[-1] on an Int32Array is a no-op',
  },
  {
    file: PF,
    mutator: 'ArithmeticOperator',
    near: 'let len = heads.length * 2',
    why: 'the loop after it doubles len until it is past the bucket anyway',
  },
  {
    file: PF,
    mutator: 'ConditionalExpression',
    near: 'if (k === 0) c = costOf(u, v, d)',
    replacement: 'false',
    why: 'the footprint branch with no footprint prices the same single step (no member, no inner side)',
  },
  {
    file: PF,
    mutator: 'ConditionalExpression',
    near: 'i < k && c !== Infinity; i++',
    replacement: 'true',
    why: 'only an early exit: the dearest of a set holding Infinity stays Infinity',
  },
  {
    file: PF,
    mutator: 'ConditionalExpression',
    near: 'if (ok === 0 && c !== Infinity) {',
    replacement: 'true',
    why: 'astride is a cache: working the walls inside the footprint out again gives the same answer',
  },
  {
    file: PF,
    mutator: 'LogicalOperator',
    near: 'if (ok === 0 && c !== Infinity) {',
    why: 'astride is a cache: working the walls inside the footprint out again gives the same answer',
  },
  {
    file: PF,
    mutator: 'ConditionalExpression',
    near: 'if (c === Infinity) continue',
    replacement: 'false',
    why: 'an Infinity step passes the cost check and then fails nd >= old (old is at most Infinity)',
  },
  {
    file: PF,
    mutator: 'EqualityOperator',
    near: 'if (nd >= old || nd > budget) continue',
    replacement: 'nd > old',
    why: 'relinking a hex at the cost it already has leaves it in the same bucket',
  },
  {
    file: PF,
    mutator: 'StringLiteral',
    near: "const key = footprint.join(',')",
    why: 'directions are single digits 0..5 (checkDirs), so joined with or without commas the keys are as distinct',
  },
  {
    file: PF,
    mutator: 'EqualityOperator',
    near: 'if (ci > c) c = ci',
    replacement: 'ci >= c',
    why: 'assigning an equal cost changes nothing',
  },
  {
    file: PF,
    mutator: 'EqualityOperator',
    near: 'for (let i = 0; i < inner.length; i += 2) {',
    replacement: 'i <= inner.length',
    why: 'one step past the pairs reads undefined, which shifts to no wall',
  },
  // pathfind.ts: walking the path back
  {
    file: PF,
    mutator: 'EqualityOperator',
    near: 'if (footprint && footprint.length > 0) costOf',
    replacement: 'footprint.length >= 0',
    why: 'footprintStepCost of an empty footprint returns the step cost itself',
  },
  {
    file: PF,
    mutator: 'ConditionalExpression',
    near: 'if (p < 0) continue',
    why: 'f[-1] is undefined, and undefined < here is false, so the next check skips it',
  },
  {
    file: PF,
    mutator: 'ConditionalExpression',
    near: 'if (!(fp < here)) continue',
    why: 'a neighbour no cheaper than here cannot satisfy fp + c === here with a step cost >= 1',
  },
  {
    file: PF,
    mutator: 'EqualityOperator',
    near: 'if (!(fp < here)) continue',
    why: 'a neighbour no cheaper than here cannot satisfy fp + c === here with a step cost >= 1',
  },
  {
    file: PF,
    mutator: 'EqualityOperator',
    near: 'for (let i = 1; i < indices.length; i++) {',
    why: 'grid.terrain[undefined] is never the dangerous code',
  },
  // sight.ts: the line trie is the same for every map; these only change how much of it is built
  {
    file: SIGHT,
    mutator: 'ConditionalExpression',
    near: 'if (child < 0) {',
    replacement: 'true',
    why: 'a new node for every step only duplicates chains: each line keeps its own correct nodes',
  },
  {
    file: SIGHT,
    mutator: 'EqualityOperator',
    near: 'if (child < 0) {',
    replacement: 'child <= 0',
    why: "node 0 is the origin, nobody's child, so a child index is never 0",
  },
  {
    file: SIGHT,
    mutator: 'CallExpression',
    near: 'c.set(children)',
    why: 'children lost when the trie grows are built again as duplicate chains, with the same answers',
  },
  {
    file: SIGHT,
    mutator: 'ArithmeticOperator',
    near: 'children[node * 6 + d] = child',
    why:
      'the misplaced link is never followed to a wrong hex: the trie is the same for every map, and ' +
      'fields of view over the whole radius-64 trie, open and walled, match the oracle with it',
  },
  {
    file: SIGHT,
    mutator: 'EqualityOperator',
    near: 'cachedTrie.radius < radius',
    why: 'rebuilding a trie of the same radius gives the same trie',
  },
  {
    file: SIGHT,
    mutator: 'EqualityOperator',
    near: 'if (a >= 0) return',
    why:
      "index 0 is the map's corner, and no line from it leaves the map (checked for every target " +
      'on pointy and flat maps up to 7 by 7), so its other hex is on the map and holds the same wall',
  },
  {
    file: SIGHT,
    mutator: 'EqualityOperator',
    near: 'if (b >= 0) return',
    why: 'no line into the corner (index 0) comes from off the map, as above',
  },
  {
    file: SIGHT,
    mutator: 'ConditionalExpression',
    near: 'if (b >= 0) return',
    replacement: 'true',
    why: 'walls[-1] is undefined, which shifts to no wall',
  },
  {
    file: SIGHT,
    mutator: 'BooleanLiteral',
    near: 'return false',
    why: 'on a rectangular map no line between two of its hexes crosses two off-map hexes in a row',
  },
  {
    file: SIGHT,
    mutator: 'ConditionalExpression',
    near: 'if (lineQ.length <= n) {',
    replacement: 'true',
    why: 'growing the buffers every time only allocates again',
  },
  {
    file: SIGHT,
    mutator: 'ArithmeticOperator',
    near: 'new Int32Array(n * 2 + 1)',
    why: 'the buffers grow only for n >= 256, where 2n - 1 is still more than the n + 1 needed',
  },
  {
    file: SIGHT,
    mutator: 'ConditionalExpression',
    near: 'if (radius > TRIE_MAX_RADIUS) {',
    why: 'the trie and the line-by-line walk give the same field at every radius; the cut-off is speed only',
  },
  {
    file: SIGHT,
    mutator: 'EqualityOperator',
    near: 'if (radius > TRIE_MAX_RADIUS) {',
    why: 'the trie and the line-by-line walk give the same field at every radius; the cut-off is speed only',
  },
  {
    file: SIGHT,
    mutator: 'BlockStatement',
    near: 'if (radius > TRIE_MAX_RADIUS) {',
    why: 'without the line-by-line walk the trie answers every radius, the same',
  },
  {
    file: SIGHT,
    mutator: 'EqualityOperator',
    near: 'for (let i = 0; i < grid.size; i++) {',
    why: 'index grid.size reads undefined coordinates (NaN distance) and its write is dropped',
  },
  {
    file: SIGHT,
    mutator: 'ConditionalExpression',
    near: 'if (out[i]) continue',
    why: 'walking a hex already seen again marks it seen again',
  },
  {
    file: SIGHT,
    mutator: 'EqualityOperator',
    near: 'for (let n = 1; n < nodes; n++) {',
    why: 'writes one past the typed arrays are dropped',
  },
  {
    file: SIGHT,
    mutator: 'EqualityOperator',
    near: 'for (let t = 0; t < targets; t++) {',
    why: 'the next target is farther than the radius: its node is past idx, which reads undefined',
  },
  {
    file: SIGHT,
    mutator: 'ConditionalExpression',
    near: 'if (i >= 0 && blocked[n] === 0) out[i] = 1',
    replacement: 'true',
    why: 'out[-1] = 1 on a Uint8Array is dropped',
  },
  // line.ts
  { file: LINE, mutator: 'ArithmeticOperator', near: 'const eq = Math.abs(rq - q)', why: ROUNDING },
  { file: LINE, mutator: 'ConditionalExpression', near: 'if (eq > er && eq > es)', why: ROUNDING },
  { file: LINE, mutator: 'LogicalOperator', near: 'if (eq > er && eq > es)', why: ROUNDING },
  { file: LINE, mutator: 'EqualityOperator', near: 'if (eq > er && eq > es)', why: ROUNDING },
  { file: LINE, mutator: 'ConditionalExpression', near: 'else if (er > es)', why: ROUNDING },
  { file: LINE, mutator: 'EqualityOperator', near: 'else if (er > es)', why: ROUNDING },
  {
    file: LINE,
    mutator: 'EqualityOperator',
    near: 'if (scratchQ.length < size) {',
    why: 'growing the scratch when it is exactly big enough only allocates again',
  },
  {
    file: LINE,
    mutator: 'ConditionalExpression',
    near: 'if (scratchQ.length < size) {',
    replacement: 'true',
    why: 'growing the scratch every time only allocates again',
  },
  {
    file: LINE,
    mutator: 'ArrayDeclaration',
    near: 'new Array<',
    why: 'a length hint only: the loop after it fills every entry',
  },
  // turn-events.ts: the end refill
  {
    file: 'shared/play/combat/turn-events.ts',
    mutator: 'StringLiteral',
    near: "refilled(now, hooks.resources, econ, 'end')",
    why: "refilled tests only at === 'start'; any other word is the end",
  },
]

// Each wider area keeps its equivalent mutants in its own file(s) under stryker/equivalent/, so work
// on two areas at once never edits the same list.
const equivalentDir = new URL('./stryker/equivalent/', import.meta.url)
const areaEquivalent = await Promise.all(
  readdirSync(equivalentDir)
    .filter((f) => f.endsWith('.mjs'))
    .sort()
    .map(async (f) => (await import(new URL(f, equivalentDir).href)).default),
)
export const equivalent = [...coreEquivalent, ...areaEquivalent.flat()]

/** Areas: what each mutates and which unit tests it runs. */
/** The tests every ruleset's area runs too: the shared contract checks and the options document. */
const CONTRACT = 'tests/unit/rulesets/{conformance,conformance-roll,options-doc}.test.ts'

export const areas = {
  rules: {
    mutate: ['shared/rules/bluebox/engine/{attack,check,damage}.ts'],
    testFiles: ['tests/unit/rules/bluebox/**/*.test.ts'],
  },
  geometry: {
    mutate: ['shared/geometry/hex/{pathfind,sight,line}.ts'],
    testFiles: ['tests/unit/shared/geometry/hex*.test.ts'],
  },
  projection: {
    mutate: ['shared/projection/player-view.ts'],
    testFiles: ['tests/unit/shared/projection*.test.ts'],
  },
  persistence: {
    mutate: ['electron/main/persistence/{atomic,store}.ts'],
    testFiles: ['tests/unit/campaign/{store,atomic}*.test.ts'],
  },
  // Wider areas, run only when named (`npm run mutate -- bluebox`): slower, and not yet held to 90%.
  bluebox: {
    // The sample NPCs are the demo's own content, not a rule: their tests check each is a valid,
    // readable sheet, and a changed number in one is a different monster, not a bug.
    mutate: [
      'shared/rules/bluebox/**/*.ts',
      '!shared/rules/bluebox/index.ts',
      '!shared/rules/bluebox/engine/sample-npcs.ts',
    ],
    // The tracker's Blue Box hooks (moves, conditions, Escalation Points) are written against a
    // live combat, so their tests sit with the play tests, named bluebox-*.
    // The stat block and NPC file tests predate the rules folder and sit with the shared tests.
    // The contract checks every ruleset passes, and the table options document that must match
    // the Table rules dialog word for word, read each ruleset's tables too (CONTRACT).
    testFiles: [
      'tests/unit/rules/bluebox/**/*.test.ts',
      'tests/unit/play/combat/bluebox-*.test.ts',
      'tests/unit/shared/{statblock,npc-io}.test.ts',
      CONTRACT,
    ],
    optional: true,
  },
  gg: {
    mutate: ['shared/rules/gg/**/*.ts', '!shared/rules/gg/index.ts'],
    // The tracker's tests of a ruleset's hooks (tests/unit/play/combat/gg-*) are its tests too.
    testFiles: [
      'tests/unit/rules/gg/**/*.test.ts',
      'tests/unit/play/combat/gg-*.test.ts',
      CONTRACT,
    ],
    optional: true,
  },
  zz: {
    mutate: ['shared/rules/zz/**/*.ts', '!shared/rules/zz/index.ts'],
    testFiles: [
      'tests/unit/rules/zz/**/*.test.ts',
      'tests/unit/play/combat/zz-*.test.ts',
      CONTRACT,
    ],
    optional: true,
  },
  bw: {
    mutate: ['shared/rules/bw/**/*.ts', '!shared/rules/bw/index.ts'],
    testFiles: ['tests/unit/rules/bw/**/*.test.ts', CONTRACT],
    optional: true,
  },
  play: {
    mutate: ['shared/play/{combat,rest}/**/*.ts', '!shared/play/**/index.ts'],
    testFiles: ['tests/unit/play/{combat,rest}/**/*.test.ts'],
    optional: true,
  },
}

/** The default areas of a bare `npm run mutate`: the ones held to a 90% mutation score. */
export const defaultAreas = Object.keys(areas).filter((name) => !areas[name].optional)

// scripts/mutate.mjs passes the area (or one file and its tests, JSON arrays) through the environment.
const name = process.env.MUTATE_AREA ?? 'geometry'
const area = areas[name] ?? { mutate: [], testFiles: [] }
const mutate = process.env.MUTATE_FILES ? JSON.parse(process.env.MUTATE_FILES) : area.mutate
const testFiles = process.env.MUTATE_TESTS ? JSON.parse(process.env.MUTATE_TESTS) : area.testFiles
const concurrency = Number(process.env.MUTATE_CONCURRENCY) || undefined

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: [
    '@stryker-mutator/vitest-runner',
    ...(process.env.MUTATE_STORED_BODIES ? ['./stryker/load-time-ignorer.mjs'] : []),
  ],
  // Under --static-only: leave out the bodies of functions the load-time code only stores.
  ...(process.env.MUTATE_STORED_BODIES ? { ignorers: ['load-time'] } : {}),
  vitest: { configFile: 'vitest.config.ts', related: testFiles.length === 0 },
  coverageAnalysis: 'perTest',
  mutate,
  testFiles,
  ...(concurrency ? { concurrency } : {}),
  ...(process.env.MUTATE_IGNORE_STATIC ? { ignoreStatic: true } : {}),
  ...(process.env.MUTATE_INCREMENTAL
    ? { incremental: true, incrementalFile: `reports/mutation/${name}.incremental.json` }
    : {}),
  // A progress bar on a terminal, a line every ten seconds in a log.
  reporters: [
    'json',
    'html',
    'clear-text',
    process.stdout.isTTY ? 'progress' : 'progress-append-only',
  ],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  clearTextReporter: { reportMutants: false, reportTests: false, logTests: false },
  tempDirName: `.stryker-tmp/${name}`,
  // The sandbox copies the project; skip what the tests never read (the Node 22 tools folder is
  // 100+ MB).
  ignorePatterns: [
    '.tools',
    '.stryker-tmp',
    'dist',
    'dist-bench',
    'out',
    'release',
    'test-results',
    'playwright-report',
    'bench-results',
    'reports',
    // docs holds screenshots; the table options document is read by a test
    'docs/*',
    '!docs/table-options.md',
  ],
  // Shared machine: a loaded core must not turn a slow survivor into a false "Timeout".
  timeoutFactor: 2.5,
  // A static mutant runs every test of the area afresh (each file re-imports the code), far more
  // than the dry run's net time says: under --static-only a slow survivor gets two minutes.
  timeoutMS: Number(process.env.MUTATE_TIMEOUT_MS) || 10_000,
  thresholds: { high: 90, low: 80, break: null },
  cleanTempDir: 'always',
}
