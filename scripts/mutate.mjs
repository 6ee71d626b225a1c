// `npm run mutate`: mutation testing with Stryker. Not part of `npm test` or CI.
//
//   npm run mutate                          the default areas (rules, geometry, projection, persistence)
//   npm run mutate -- geometry              one area (or several); stryker.config.mjs lists them
//   npm run mutate -- shared/geometry/hex/sight.ts   one file, with its area's tests
//   npm run mutate -- geometry --survivors  also list each surviving mutant (file:line mutator)
//   npm run mutate -- --concurrency 1       Stryker's workers (default: its own, from the cores)
//   npm run mutate -- geometry --incremental   re-test only mutants whose code or tests changed
//   npm run mutate -- bluebox --skip-static    leave static mutants untested (see below)
//   npm run mutate -- zz --static-only         only the load-time code: the static mutants
//   npm run mutate -- shared/rules/bluebox/engine/rest-table.ts --tests 'tests/unit/rules/bluebox/rest*.test.ts'
//                                           run only these tests (repeatable): a lower bound
//
// Stryker 10 needs Node >= 22. Under an older Node this finds one (MUTATE_NODE, or
// .tools/node22, git-ignored) or installs it there from the npm registry (the `node-<os>-<arch>`
// package), then runs Stryker with it. Prints a table and one bench-style JSON line per file:
// {"bench":"mutation.<path>","value":<score %>,"unit":"%","goal":90,"better":"higher"}, where the
// equivalent mutants (Stryker-disabled in the source, or listed in stryker.config.mjs) count as
// killed.
//
// A static mutant (in code run only when a module loads, such as a table of constants) cannot be
// traced to the tests that cover it, so Stryker runs every test of the area for each one: in a
// wide area they take most of the time. `--skip-static` leaves them untested; they then count in
// no score, and the table's "static" column says how many each file left out, so the figure is of
// the rest of the file only (the JSON line carries `static_untested`). `--tests` narrows the tests
// run to the globs given instead: a mutant caught by fewer tests is caught by the area's too, so
// the figure is a lower bound of the area's (its JSON line carries `"tests":"narrowed"`); it makes
// the static mutants of a table affordable to test, each against the tests that read the table.
// `--static-only` is the other half of `--skip-static`: it mutates only each file's load-time code
// (scripts/static-ranges.mjs finds it), so the two runs together measure the whole file, and a
// file whose two figures are both at the goal is at the goal (its JSON line carries
// `"part":"static"`).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs as parseArgv } from 'node:util'
import { STORED_BODY_REASON, loadTimeCode, staticPatterns } from './static-ranges.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const NODE_VERSION = '22.23.5'
const TOOLS = join(ROOT, '.tools', 'node22')
const GOAL = 90

const { areas, defaultAreas, equivalent } = await import(
  pathToFileURL(join(ROOT, 'stryker.config.mjs')).href
)

function fail(message) {
  console.error(`mutate: ${message}`)
  process.exit(1)
}

/** A glob (`*`, `**`, `{a,b}`) as a RegExp over a repo-relative path with `/`. */
export function globToRegExp(glob) {
  let out = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]
    if (c === '*' && glob[i + 1] === '*') {
      out += glob[i + 2] === '/' ? '(?:.*/)?' : '.*'
      i += glob[i + 2] === '/' ? 2 : 1
    } else if (c === '*') out += '[^/]*'
    else if (c === '{') out += '(?:'
    else if (c === '}') out += ')'
    else if (c === ',') out += '|'
    else out += c.replace(/[.+?^$()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${out}$`)
}

const OPTIONS = {
  concurrency: { type: 'string' },
  survivors: { type: 'boolean' },
  incremental: { type: 'boolean' },
  'skip-static': { type: 'boolean' },
  'static-only': { type: 'boolean' },
  tests: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
}

/**
 * node:util parseArgs' refusal in one line of this tool's words: its own text names the flag but
 * runs to three lines, or ends in advice about `--` that npm's own `--` makes confusing.
 */
function refusal(err) {
  // Each of its messages quotes the flag first: "Unknown option '--x'", "Option '--x <value>' ...".
  const flag = /'(-[^'\s]*)/.exec(err.message)?.[1]
  if (!flag) return err.message
  if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    return `unknown option "${flag}" (--help lists them)`
  if (OPTIONS[flag.slice(2)]?.type === 'boolean') return `${flag} takes no value`
  if (flag === '--tests') return '--tests needs a glob of test files'
  return `${flag} needs a value`
}

export function parseArgs(argv) {
  let parsed
  try {
    parsed = parseArgv({ args: argv, options: OPTIONS, strict: true, allowPositionals: true })
  } catch (err) {
    if (!err.code?.startsWith('ERR_PARSE_ARGS_')) throw err
    fail(refusal(err))
  }
  const { values, positionals } = parsed
  if (values.help) {
    // The usage is the header comment down to its first blank line after the title.
    const lines = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n')
    console.log(lines.slice(0, lines.indexOf('//', 2)).join('\n'))
    process.exit(0)
  }
  const { concurrency, survivors = false, incremental = false, tests = [] } = values
  const skipStatic = values['skip-static'] ?? false
  const staticOnly = values['static-only'] ?? false
  // Stryker reads the count with Number(...) || undefined, so anything else would be dropped unsaid.
  if (concurrency !== undefined && !/^[1-9]\d*$/.test(concurrency))
    fail(`--concurrency needs a whole number of workers, got "${concurrency}"`)
  const jobs = []
  for (const arg of positionals) {
    if (areas[arg]) jobs.push({ name: arg, ...areas[arg] })
    else if (arg.endsWith('.ts') || arg.includes('/')) addFile(jobs, fileJob(arg))
    else fail(`no area or file "${arg}". Areas: ${Object.keys(areas).join(', ')}`)
  }
  if (jobs.length === 0) for (const name of defaultAreas) jobs.push({ name, ...areas[name] })
  // Two runs of different files of one area may go side by side: each needs its own temp
  // directory and report, so the job's name carries a digest of its file list.
  for (const job of jobs)
    if (job.name.startsWith('files-'))
      job.name += `-${createHash('sha1').update(job.mutate.join('\n')).digest('hex').slice(0, 8)}`
  if (tests.length > 0)
    for (const job of jobs)
      Object.assign(job, { testFiles: tests, name: `${job.name}-narrowed`, narrowed: true })
  if (skipStatic && staticOnly) fail('--skip-static and --static-only leave nothing to test')
  if (staticOnly) for (const job of jobs) job.name += '-static'
  return { jobs, concurrency, survivors, incremental, skipStatic, staticOnly }
}

/** The repo's files (repo-relative, `/`) that a job's `mutate` globs select. */
export function filesOf(globs, root = ROOT) {
  const plus = globs.filter((g) => !g.startsWith('!')).map(globToRegExp)
  const minus = globs.filter((g) => g.startsWith('!')).map((g) => globToRegExp(g.slice(1)))
  // Walk only the top folders the globs start in (shared/, electron/, ...), not node_modules.
  const tops = [...new Set(globs.map((g) => g.replace(/^!/, '').split('/')[0]))]
  const all = tops
    .filter((top) => existsSync(join(root, top)))
    .flatMap((top) =>
      readdirSync(join(root, top), { recursive: true }).map(
        (f) => `${top}/${String(f).split('\\').join('/')}`,
      ),
    )
    .filter((f) => f.endsWith('.ts'))
  return all.filter((f) => plus.some((r) => r.test(f)) && !minus.some((r) => r.test(f))).sort()
}

/** Each file's load-time ranges as Stryker mutate patterns (a file with none drops out). */
function staticMutate(globs) {
  return filesOf(globs).flatMap((f) => staticPatterns(f, readFileSync(join(ROOT, f), 'utf8')))
}

/** The bodies of the functions each file's load-time code stores, for the load-time ignorer. */
function storedBodies(globs) {
  const out = {}
  for (const f of filesOf(globs)) {
    const { bodies } = loadTimeCode(readFileSync(join(ROOT, f), 'utf8'), f)
    if (bodies.length > 0)
      out[f] = bodies.map((r) => [r.start.line, r.start.column, r.end.line, r.end.column])
  }
  return out
}

/** Files of one area run as one job: the same tests, and one initial test run instead of many. */
function addFile(jobs, job) {
  const same = job.from && jobs.find((j) => j.from === job.from && j.name.startsWith('file'))
  if (!same) jobs.push(job)
  else {
    same.mutate.push(...job.mutate)
    same.name = `files-${job.from}`
  }
}

/** One file: its area's tests, or (in no area) the tests vitest finds related to it. */
function fileJob(arg) {
  const file = relative(ROOT, resolve(arg)).split('\\').join('/')
  if (!existsSync(join(ROOT, file))) fail(`no file ${file}`)
  const name = `file-${file.replace(/\.ts$/, '').replace(/[^\w]+/g, '-')}`
  for (const [areaName, area] of Object.entries(areas)) {
    const plus = area.mutate.filter((g) => !g.startsWith('!'))
    const minus = area.mutate.filter((g) => g.startsWith('!')).map((g) => g.slice(1))
    const inArea = plus.some((g) => globToRegExp(g).test(file))
    if (inArea && !minus.some((g) => globToRegExp(g).test(file))) {
      return { name, mutate: [file], testFiles: area.testFiles, from: areaName }
    }
  }
  console.log(`mutate: ${file} is in no area; running the unit tests vitest finds related to it`)
  return { name, mutate: [file], testFiles: [] }
}

function nodeMajor(bin) {
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' })
  const m = /^v(\d+)\./.exec(r.stdout ?? '')
  return m ? Number(m[1]) : 0
}

/** A Node >= 22 to run Stryker with: this one, $MUTATE_NODE, or .tools/node22 (installed if absent). */
export function findNode() {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath
  if (process.env.MUTATE_NODE) {
    if (nodeMajor(process.env.MUTATE_NODE) >= 22) return process.env.MUTATE_NODE
    fail(`MUTATE_NODE=${process.env.MUTATE_NODE} is not a Node >= 22`)
  }
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`
  const bin = join(
    TOOLS,
    'node_modules',
    pkg,
    'bin',
    process.platform === 'win32' ? 'node.exe' : 'node',
  )
  if (existsSync(bin) && nodeMajor(bin) >= 22) return bin
  console.log(
    `mutate: Stryker needs Node >= 22 (this is ${process.version}); installing ${pkg}@${NODE_VERSION} into ${relative(ROOT, TOOLS)}`,
  )
  const npmCli = process.env.npm_execpath
  const args = [
    'install',
    '--prefix',
    TOOLS,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
  ]
  const r = npmCli
    ? spawnSync(process.execPath, [npmCli, ...args, `${pkg}@${NODE_VERSION}`], { stdio: 'inherit' })
    : spawnSync('npm', [...args, `${pkg}@${NODE_VERSION}`], {
        stdio: 'inherit',
        shell: process.platform === 'win32',
      })
  if (r.status === 0 && existsSync(bin) && nodeMajor(bin) >= 22) return bin
  fail(
    `could not install Node 22 (npm package ${pkg}@${NODE_VERSION}) into ${TOOLS}.\n` +
      '  Install Node >= 22 and run `npm run mutate` with it, or point MUTATE_NODE at its binary.',
  )
}

function runStryker(node, job, { concurrency, incremental, skipStatic, staticOnly }) {
  const report = join(ROOT, 'reports', 'mutation', `${job.name}.json`)
  rmSync(report, { force: true })
  const from = job.from ? ` (tests of area ${job.from})` : ''
  console.log(`\nmutate: ${job.name}${from}: ${job.mutate.join(' ')}`)
  const stryker = join(ROOT, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js')
  const r = spawnSync(node, [stryker, 'run', 'stryker.config.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      // Vitest's workers and anything Stryker forks run on the same Node.
      PATH: `${dirname(node)}${process.platform === 'win32' ? ';' : ':'}${process.env.PATH}`,
      MUTATE_AREA: job.name,
      MUTATE_FILES: JSON.stringify(staticOnly ? staticMutate(job.mutate) : job.mutate),
      MUTATE_TESTS: JSON.stringify(job.testFiles),
      ...(concurrency ? { MUTATE_CONCURRENCY: String(concurrency) } : {}),
      ...(incremental ? { MUTATE_INCREMENTAL: '1' } : {}),
      ...(skipStatic ? { MUTATE_IGNORE_STATIC: '1' } : {}),
      ...(staticOnly
        ? {
            MUTATE_TIMEOUT_MS: '120000',
            MUTATE_STORED_BODIES: JSON.stringify(storedBodies(job.mutate)),
          }
        : {}),
    },
  })
  if (r.status !== 0) console.error(`mutate: Stryker exited ${r.status} for ${job.name}`)
  return existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined
}

/** Per-file counts from Stryker's JSON report; listed equivalent mutants move to `equivalent`. */
export function scoreReport(report, listed = equivalent) {
  const rows = []
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const lines = source.split('\n')
    const row = {
      file,
      killed: 0,
      timeout: 0,
      survived: 0,
      noCoverage: 0,
      equivalent: 0,
      errors: 0,
      static: 0,
    }
    const survivors = []
    for (const m of mutants) {
      // Under --static-only, a stored function's body is the other run's to measure.
      if (m.status === 'Ignored' && m.statusReason === STORED_BODY_REASON) continue
      const line = lines[m.location.start.line - 1] ?? ''
      const isListed = listed.some(
        (e) =>
          file.endsWith(e.file) &&
          e.mutator === m.mutatorName &&
          line.includes(e.near) &&
          (e.replacement === undefined || e.replacement === m.replacement),
      )
      // Stryker's vitest runner stops at the first failing test (bail) and keeps only the tests
      // that reported back; when the failure cancels the run before any did, the mutant comes
      // back Survived with covering tests and none completed. A run is only cut short by a
      // failure, so that mutant was caught.
      // A static mutant runs every test; none completed means the code failed as it loaded (an
      // import that throws fails each test file before its tests run), which the tests catch.
      const cancelled =
        m.status === 'Survived' &&
        m.testsCompleted === 0 &&
        ((m.coveredBy?.length ?? 0) > 0 || m.static === true)
      if (m.status === 'Ignored' && m.statusReason?.startsWith('Static mutant')) row.static++
      else if (m.status === 'Killed' || cancelled) row.killed++
      else if (m.status === 'Timeout') row.timeout++
      else if (
        m.status === 'Ignored' ||
        (isListed && ['Survived', 'NoCoverage'].includes(m.status))
      )
        row.equivalent++
      else if (m.status === 'Survived') row.survived++
      else if (m.status === 'NoCoverage') row.noCoverage++
      else row.errors++ // CompileError, RuntimeError: not valid mutants, left out of the score
      if ((m.status === 'Survived' && !cancelled) || m.status === 'NoCoverage') {
        if (!isListed)
          survivors.push(
            `${file}:${m.location.start.line} ${m.mutatorName} -> ${JSON.stringify(m.replacement ?? '')}${m.status === 'NoCoverage' ? ' (no test runs it)' : ''}`,
          )
      }
    }
    const caught = row.killed + row.timeout + row.equivalent
    const valid = caught + row.survived + row.noCoverage
    row.score = valid === 0 ? null : Math.round((caught / valid) * 1000) / 10
    rows.push({ row, survivors })
  }
  return rows
}

function printTable(results) {
  const head = [
    'file',
    'score %',
    'killed',
    'timeout',
    'survived',
    'no cov',
    'equiv',
    'errors',
    'static',
  ]
  const body = results.map(({ row }) => [
    row.file,
    row.score === null ? '-' : row.score.toFixed(1),
    row.killed,
    row.timeout,
    row.survived,
    row.noCoverage,
    row.equivalent,
    row.errors,
    row.static,
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => String(r[i]).length)))
  const fmt = (r) =>
    r
      .map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  ')
  console.log(`\n${fmt(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const r of body) console.log(fmt(r))
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const { jobs, survivors, ...options } = parseArgs(process.argv.slice(2))
  if (options.staticOnly)
    for (const job of jobs.filter((j) => staticMutate(j.mutate).length === 0)) {
      console.log(`mutate: ${job.mutate.join(' ')}: no load-time code to mutate`)
      jobs.splice(jobs.indexOf(job), 1)
    }
  const node = findNode()
  const results = []
  let failed = false
  for (const job of jobs) {
    const report = runStryker(node, job, options)
    if (!report) {
      failed = true
      console.error(`mutate: no report for ${job.name}`)
      continue
    }
    for (const r of scoreReport(report)) results.push({ ...r, narrowed: job.narrowed === true })
  }
  results.sort((a, b) => a.row.file.localeCompare(b.row.file))
  if (survivors) {
    console.log('\nSurviving mutants:')
    for (const { survivors: list } of results) for (const s of list) console.log(`  ${s}`)
  }
  printTable(results)
  console.log('')
  if (results.some((r) => r.narrowed))
    console.log("mutate: tests narrowed by --tests; each score is a lower bound of its area's\n")
  for (const { row, narrowed } of results) {
    if (row.score === null) continue
    console.log(
      JSON.stringify({
        bench: `mutation.${row.file}`,
        value: row.score,
        unit: '%',
        goal: GOAL,
        better: 'higher',
        ...(row.static > 0 ? { static_untested: row.static } : {}),
        ...(narrowed ? { tests: 'narrowed' } : {}),
        ...(options.staticOnly ? { part: 'static' } : {}),
      }),
    )
  }
  const below = results.filter(({ row }) => row.score !== null && row.score < GOAL)
  if (below.length > 0) console.log(`\nmutate: ${below.length} file(s) below ${GOAL}%`)
  process.exit(failed ? 1 : 0)
}
