import { afterEach, describe, expect, it, vi } from 'vitest'
// @ts-expect-error: a plain .mjs script with no type declarations
import { filesOf, globToRegExp, parseArgs, scoreReport } from '../../../scripts/mutate.mjs'
import {
  STORED_BODY_REASON,
  loadTimeCode,
  staticPatterns,
  staticRanges,
} from '../../../scripts/static-ranges.mjs'
import { loadTimeIgnorer } from '../../../stryker/load-time-ignorer.mjs'

type Row = {
  file: string
  killed: number
  timeout: number
  survived: number
  noCoverage: number
  equivalent: number
  errors: number
  static: number
  score: number | null
}
type Scored = { row: Row; survivors: string[] }

const at = (line: number) => ({ start: { line, column: 1 }, end: { line, column: 2 } })
const mutant = (status: string, line = 1, mutatorName = 'EqualityOperator', replacement = 'x') => ({
  id: `${status}-${line}-${mutatorName}`,
  mutatorName,
  replacement,
  status,
  location: at(line),
})

describe('npm run mutate: globs', () => {
  it.each([
    ['shared/geometry/hex/{pathfind,sight,line}.ts', 'shared/geometry/hex/sight.ts', true],
    ['shared/geometry/hex/{pathfind,sight,line}.ts', 'shared/geometry/hex/range.ts', false],
    ['shared/geometry/hex/{pathfind,sight,line}.ts', 'shared/geometry/hex/sightXts', false],
    ['tests/unit/rules/bluebox/**/*.test.ts', 'tests/unit/rules/bluebox/attack.test.ts', true],
    ['tests/unit/rules/bluebox/**/*.test.ts', 'tests/unit/rules/bluebox/a/b/c.test.ts', true],
    ['tests/unit/shared/projection*.test.ts', 'tests/unit/shared/projection-memo.test.ts', true],
    ['tests/unit/shared/projection*.test.ts', 'tests/unit/shared/x/projection.test.ts', false],
    ['shared/play/**', 'shared/play/combat/turns.ts', true],
  ])('%s matches %s: %s', (glob, path, expected) => {
    expect(globToRegExp(glob).test(path)).toBe(expected)
  })
})

describe('npm run mutate: scores', () => {
  const source = ['if (a > b) {', '  return r > 64', '}', 'x = 1'].join('\n')
  const report = {
    files: {
      'shared/geometry/hex/sight.ts': {
        source,
        mutants: [
          ...Array.from({ length: 5 }, () => mutant('Killed')),
          mutant('Timeout'),
          mutant('Survived', 1),
          mutant('Survived', 2), // listed as equivalent below
          mutant('Survived', 2, 'ConditionalExpression'), // same line, other mutator: not listed
          mutant('Survived', 4, 'ArithmeticOperator', 'x = 1 - 0'), // listed with its replacement
          mutant('Survived', 4, 'ArithmeticOperator', 'x = 2'), // another replacement: not listed
          // Covered, but the first failure cancelled the run before any test reported: caught.
          {
            ...mutant('Survived', 3, 'BlockStatement'),
            coveredBy: ['t1', 't2'],
            testsCompleted: 0,
          },
          // Covered, ran, nothing failed: a survivor.
          { ...mutant('Survived', 3, 'BooleanLiteral'), coveredBy: ['t1'], testsCompleted: 1 },
          // A static mutant (every test runs it) with no test completed: the code failed as it
          // loaded, which the tests caught; one whose tests all completed is a survivor.
          { ...mutant('Survived', 4, 'ObjectLiteral'), static: true, testsCompleted: 0 },
          { ...mutant('Survived', 4, 'StringLiteral'), static: true, testsCompleted: 9 },
          mutant('NoCoverage', 4),
          mutant('Ignored', 3),
          // Left untested by --skip-static: in no score, counted apart.
          {
            ...mutant('Ignored', 4),
            statusReason: 'Static mutant (and "ignoreStatic" was enabled)',
          },
          mutant('CompileError', 4),
          // Left out by --static-only's load-time ignorer: the other run measures it, so it is in
          // no score and no count of this one.
          { ...mutant('Ignored', 2), statusReason: STORED_BODY_REASON },
        ],
      },
      'shared/empty.ts': { source: '', mutants: [mutant('CompileError')] },
    },
  }
  const listed = [
    { file: 'hex/sight.ts', mutator: 'EqualityOperator', near: 'r > 64', why: 'test' },
    {
      file: 'hex/sight.ts',
      mutator: 'ArithmeticOperator',
      near: 'x = 1',
      replacement: 'x = 1 - 0',
      why: 'test',
    },
  ]
  const rows = scoreReport(report, listed) as Scored[]
  const sight = rows.find((r) => r.row.file.endsWith('sight.ts'))!

  it('counts each status, and the listed and Stryker-disabled mutants as equivalent', () => {
    expect(sight.row).toEqual({
      file: 'shared/geometry/hex/sight.ts',
      killed: 7,
      timeout: 1,
      survived: 5,
      noCoverage: 1,
      equivalent: 3,
      errors: 1,
      static: 1,
      // (7 killed + 1 timeout + 3 equivalent) of 17 valid mutants
      score: 64.7,
    })
  })

  it('lists the survivors that are not equivalent, with their line', () => {
    expect(sight.survivors).toEqual([
      'shared/geometry/hex/sight.ts:1 EqualityOperator -> "x"',
      'shared/geometry/hex/sight.ts:2 ConditionalExpression -> "x"',
      'shared/geometry/hex/sight.ts:4 ArithmeticOperator -> "x = 2"',
      'shared/geometry/hex/sight.ts:3 BooleanLiteral -> "x"',
      'shared/geometry/hex/sight.ts:4 StringLiteral -> "x"',
      'shared/geometry/hex/sight.ts:4 EqualityOperator -> "x" (no test runs it)',
    ])
  })

  it('gives no score to a file without valid mutants', () => {
    expect(rows.find((r) => r.row.file === 'shared/empty.ts')!.row.score).toBeNull()
  })
})

describe('which tests a run uses', () => {
  const file = 'shared/rules/bluebox/engine/rest-table.ts'

  it("a file runs its area's tests", () => {
    const { jobs } = parseArgs([file])
    expect(jobs).toHaveLength(1)
    expect(jobs[0].testFiles).toContain('tests/unit/rules/bluebox/**/*.test.ts')
    expect(jobs[0].narrowed).toBeUndefined()
  })

  it('--tests narrows every job to its globs, under a name of its own (its report is apart)', () => {
    const glob = 'tests/unit/rules/bluebox/rest*.test.ts'
    const { jobs } = parseArgs([file, '--tests', glob, '--skip-static'])
    expect(jobs[0]).toMatchObject({ testFiles: [glob], narrowed: true, mutate: [file] })
    expect(jobs[0].name).toBe(`${parseArgs([file]).jobs[0].name}-narrowed`)
  })
})

describe('npm run mutate: its command line', () => {
  afterEach(() => vi.restoreAllMocks())

  /** What parseArgs prints and the code it exits with, when it exits. */
  function exitOf(argv: string[]) {
    const out: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line))
    vi.spyOn(console, 'error').mockImplementation((line: string) => void out.push(line))
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw Object.assign(new Error('exit'), { exitCode: code })
    })
    try {
      parseArgs(argv)
    } catch (err) {
      return { code: (err as { exitCode?: number }).exitCode, out: out.join('\n') }
    }
    throw new Error(`expected ${JSON.stringify(argv)} to exit`)
  }

  it('reads each flag, wherever it stands among the areas', () => {
    const args = parseArgs(['--survivors', 'geometry', '--concurrency', '2', '--incremental'])
    expect(args).toMatchObject({ survivors: true, incremental: true, concurrency: '2' })
    expect(args.jobs.map((j: { name: string }) => j.name)).toEqual(['geometry'])
    expect(parseArgs(['geometry', '--skip-static']).skipStatic).toBe(true)
    expect(parseArgs(['geometry', '--concurrency=3']).concurrency).toBe('3')
  })

  it('runs the areas in the order given, and the default areas when none is', () => {
    expect(parseArgs(['rules', 'geometry']).jobs.map((j: { name: string }) => j.name)).toEqual([
      'rules',
      'geometry',
    ])
    expect(parseArgs([]).jobs.map((j: { name: string }) => j.name)).toEqual([
      'rules',
      'geometry',
      'projection',
      'persistence',
    ])
  })

  it('--tests repeats, each glob kept', () => {
    const { jobs } = parseArgs(['geometry', '--tests', 'a.test.ts', '--tests=b.test.ts'])
    expect(jobs[0].testFiles).toEqual(['a.test.ts', 'b.test.ts'])
  })

  it.each([
    [['--bogus'], 'mutate: unknown option "--bogus" (--help lists them)'],
    [['geometry', '-x'], 'mutate: unknown option "-x" (--help lists them)'],
    [['--tests'], 'mutate: --tests needs a glob of test files'],
    [['--tests', '--survivors'], 'mutate: --tests needs a glob of test files'],
    [['--concurrency'], 'mutate: --concurrency needs a value'],
    [['--concurrency', 'two'], 'mutate: --concurrency needs a whole number of workers, got "two"'],
    [['--concurrency', '0'], 'mutate: --concurrency needs a whole number of workers, got "0"'],
    [['--survivors=yes'], 'mutate: --survivors takes no value'],
    [['nowhere'], expect.stringMatching(/^mutate: no area or file "nowhere"\. Areas: rules, /)],
    [
      ['--skip-static', '--static-only'],
      'mutate: --skip-static and --static-only leave nothing to test',
    ],
  ])('%j is refused in one line, exit 1', (argv, message) => {
    expect(exitOf(argv)).toEqual({ code: 1, out: message })
  })

  it('--help prints the usage, every flag in it, and exits 0', () => {
    const { code, out } = exitOf(['geometry', '--help'])
    expect(code).toBe(0)
    expect(out.split('\n')[0]).toContain('`npm run mutate`')
    for (const flag of [
      '--survivors',
      '--concurrency',
      '--incremental',
      '--skip-static',
      '--static-only',
      '--tests',
    ])
      expect(out).toContain(flag)
    // The usage only: the prose after it is not printed.
    expect(out).not.toContain('Stryker 10 needs Node')
    expect(exitOf(['-h'])).toEqual({ code: 0, out })
  })
})

describe('--static-only', () => {
  const file = 'shared/rules/bluebox/engine/rest-table.ts'

  it('runs under a name of its own (its report is apart)', () => {
    const { jobs, staticOnly } = parseArgs([file, '--static-only'])
    expect(staticOnly).toBe(true)
    expect(jobs[0].name).toBe(`${parseArgs([file]).jobs[0].name}-static`)
  })

  it("an area's globs select its files, the excluded ones left out", () => {
    const gg = filesOf(['shared/rules/gg/**/*.ts', '!shared/rules/gg/index.ts'])
    expect(gg).toContain('shared/rules/gg/engine/options.ts')
    expect(gg).not.toContain('shared/rules/gg/index.ts')
    expect(gg.every((f: string) => f.startsWith('shared/rules/gg/') && f.endsWith('.ts'))).toBe(
      true,
    )
    // An area outside shared/ (the campaign store's) finds its files too.
    expect(filesOf(['electron/main/persistence/{atomic,store}.ts'])).toEqual([
      'electron/main/persistence/atomic.ts',
      'electron/main/persistence/store.ts',
    ])
  })
})

describe('the load-time code of a module (static-ranges)', () => {
  const at = (src: string, r: { start: { line: number; column: number } }) =>
    src.split('\n')[r.start.line - 1]!.slice(r.start.column)

  it('takes a top-level table whole, and lists the bodies of the functions it stores for later', () => {
    const src = [
      "import { z } from 'zod'", // 1: no code of its own
      'export const LIMIT = 3', // 2: load time
      'export const TABLE = {', // 3: load time ...
      '  a: 1,',
      '  run: (x: number) => x + 1,', // 5: ... but this arrow's body runs in a test
      '  b: 2,',
      '  twice(n: number) { return n * 2 },', // 7: and so does this method's
      '}',
      'export function later(n: number) {', // 9: a function nobody calls at load
      '  return n * 2',
      '}',
      'interface T { a: number }',
    ].join('\n')
    const { ranges, bodies } = loadTimeCode(src)
    // The table is one range, so the arrow's own mutant (`() => undefined`, made at load) and the
    // table's (`{}`) are whole inside it and can be taken.
    expect(ranges.map((r) => [r.start.line, r.end.line])).toEqual([
      [2, 2],
      [3, 8],
    ])
    expect(bodies.map((r) => [r.start.line, at(src, r)])).toEqual([
      [5, 'x + 1,'],
      [7, '{ return n * 2 },'],
    ])
    expect(bodies[0]!.end.column).toBe('  run: (x: number) => x + 1'.length)
  })

  it('keeps the body of a stored function the load-time code calls, by name or as a callback', () => {
    const src = [
      'const double = (n: number) => n * 2', // 1: called at load below
      'const parse = function (s: string) { return Number(s) }', // 2: handed to .map at load
      'const later = (n: number) => n - 1', // 3: only stored
      'export const TWO = double(1)',
      "export const NUMS = ['1'].map(parse)",
    ].join('\n')
    const { bodies } = loadTimeCode(src)
    expect(bodies.map((r) => at(src, r))).toEqual(['n - 1'])
  })

  it('takes a function the load-time code calls, and the functions it calls in turn', () => {
    const src = [
      'function leaf() { return 1 }', // 1: called by build
      'function build() { return [leaf()] }', // 2: called at load
      'function unused() { return 2 }', // 3
      'export const BUILT = build()', // 4
    ].join('\n')
    expect(staticRanges(src).map((r) => r.start.line)).toEqual([1, 2, 4])
  })

  it('keeps a callback a load-time call runs where it stands (`.map(f)`, an IIFE)', () => {
    const src = [
      'export const IDS = [1, 2].map((n) => n * 10)',
      'export const ONE = (() => 1)()',
    ].join('\n')
    const ranges = staticRanges(src)
    expect(ranges.map((r) => [r.start.line, r.start.column, r.end.line])).toEqual([
      [1, 0, 1],
      [2, 0, 2],
    ])
    expect(ranges[0]!.end.column).toBe(src.split('\n')[0]!.length)
    // their bodies run at load: none is left out
    expect(loadTimeCode(src).bodies).toEqual([])
  })

  it('the ignorer leaves out a node inside a listed body of the file being mutated, no other', () => {
    const node = (line: number, from: number, to: number) => ({
      node: { loc: { start: { line, column: from }, end: { line, column: to } } },
      hub: { file: { opts: { filename: '/tmp/sandbox/shared/rules/x.ts' } } },
    })
    const ignorer = loadTimeIgnorer({ 'shared/rules/x.ts': [[5, 23, 5, 28]] })
    {
      expect(ignorer.shouldIgnore(node(5, 23, 28))).toBe(STORED_BODY_REASON)
      expect(ignorer.shouldIgnore(node(5, 25, 28))).toBe(STORED_BODY_REASON)
      // the arrow around the body, and a node of another line, are load-time code
      expect(ignorer.shouldIgnore(node(5, 7, 28))).toBeUndefined()
      expect(ignorer.shouldIgnore(node(6, 23, 28))).toBeUndefined()
      const other = node(5, 23, 28)
      other.hub.file.opts.filename = '/tmp/sandbox/shared/rules/y.ts'
      expect(ignorer.shouldIgnore(other)).toBeUndefined()
    }
  })

  it('writes Stryker mutate patterns, columns from 0', () => {
    expect(staticPatterns('a.ts', 'export const A = 1\nexport function f() {}')).toEqual([
      'a.ts:1:0-1:18',
    ])
  })
})
