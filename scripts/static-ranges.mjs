// Where a TypeScript module's load-time code is: its top-level statements that run when the
// module is imported (a table of constants, a schema, a lookup built from a list), and the
// functions declared in it that this code calls. Stryker calls a mutant there "static": it
// cannot be traced to the tests that cover it, so each one runs every test. `npm run mutate --
// --static-only` mutates only these ranges, which measures a file's static mutants without
// re-running the rest (a `--skip-static` run measures the rest).
import ts from 'typescript'

/** Why the load-time ignorer leaves a mutant out (scripts/mutate.mjs leaves it out of scores). */
export const STORED_BODY_REASON =
  'Not load-time code: a stored function body (measured by --skip-static)'

const STORED_FUNCTION = new Set([
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.Constructor,
])

const SKIPPED_STATEMENT = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.FunctionDeclaration,
])

/** Is this function called where it stands: `(() => …)()`, or an argument of a call (`.map(f)`)? */
function runsWhereItStands(node) {
  let p = node.parent
  while (p && ts.isParenthesizedExpression(p)) p = p.parent
  return p !== undefined && (ts.isCallExpression(p) || ts.isNewExpression(p))
}

/** `const name = () => …` or `= function …`: the name a stored function is called by. */
function storedName(node) {
  let p = node.parent
  while (p && ts.isParenthesizedExpression(p)) p = p.parent
  return p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name) ? p.name.text : undefined
}

/** The names a call reaches: its callee, and functions handed to it by name (`.map(parseRow)`). */
function noteCall(n, called) {
  if (!ts.isCallExpression(n) && !ts.isNewExpression(n)) return
  if (ts.isIdentifier(n.expression)) called.add(n.expression.text)
  for (const a of n.arguments ?? []) if (ts.isIdentifier(a)) called.add(a.text)
}

/**
 * A module's load-time code, in two lists of ranges. `ranges`: the top-level statements that run
 * when the module is imported (a table of constants, a schema, a lookup built from a list) and the
 * functions declared in it that this code calls. `bodies`: inside those ranges, the bodies of the
 * functions the load-time code only stores for later (`run: (x) => x + 1` in a table), which run
 * when a test calls them, not at load. Stryker takes a mutant only when a mutate range holds its
 * whole node, so the ranges must hold a stored function whole for its own mutant (`() => undefined`,
 * made as the module loads) and the table around it to be taken; the bodies are then left out by an
 * ignorer (stryker/load-time-ignorer.mjs). Lines from 1, columns from 0 (Stryker's
 * `file:line:column-line:column`).
 */
export function loadTimeCode(source, fileName = 'file.ts') {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const spans = []
  const stored = []
  const called = new Set()
  const functions = new Map()
  for (const st of sf.statements)
    if (ts.isFunctionDeclaration(st) && st.name) functions.set(st.name.text, st)

  /** Walk load-time code: note its calls, and the functions it stores without running them. */
  function walk(node) {
    const visit = (n) => {
      if (STORED_FUNCTION.has(n.kind) && !runsWhereItStands(n)) {
        if (n.body) stored.push({ body: n.body, name: storedName(n) })
        // Parameter defaults run when the function is called too.
        return
      }
      noteCall(n, called)
      ts.forEachChild(n, visit)
    }
    ts.forEachChild(node, visit)
  }

  for (const st of sf.statements) {
    if (SKIPPED_STATEMENT.has(st.kind)) continue
    if (ts.isClassDeclaration(st)) {
      for (const m of st.members)
        if (
          ts.isPropertyDeclaration(m) &&
          m.initializer &&
          m.modifiers?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword)
        ) {
          spans.push([m.getStart(sf), m.getEnd()])
          walk(m)
        }
      continue
    }
    spans.push([st.getStart(sf), st.getEnd()])
    walk(st)
  }
  // Functions the load-time code calls run at load too, and so do the ones they call; a stored
  // function called at load (`const f = () => …; const T = f()`) keeps its body.
  const taken = new Set()
  for (let grew = true; grew;) {
    grew = false
    for (const name of [...called]) {
      if (taken.has(name)) continue
      const fn = functions.get(name)
      const kept = stored.filter((s) => s.name === name)
      if (!fn && kept.length === 0) continue
      taken.add(name)
      grew = true
      if (fn) spans.push([fn.getStart(sf), fn.getEnd()])
      for (const s of kept) s.calledAtLoad = true
      const visit = (n) => {
        noteCall(n, called)
        ts.forEachChild(n, visit)
      }
      if (fn) ts.forEachChild(fn, visit)
      for (const s of kept) visit(s.body)
    }
  }
  const range = ([a, b]) => {
    const s = sf.getLineAndCharacterOfPosition(a)
    const e = sf.getLineAndCharacterOfPosition(b)
    return {
      start: { line: s.line + 1, column: s.character },
      end: { line: e.line + 1, column: e.character },
    }
  }
  spans.sort((a, b) => a[0] - b[0])
  const bodies = stored
    .filter((s) => !s.calledAtLoad)
    .map((s) => [s.body.getStart(sf), s.body.getEnd()])
    .sort((a, b) => a[0] - b[0])
  return { ranges: spans.map(range), bodies: bodies.map(range) }
}

/** The load-time ranges of `source` (see loadTimeCode). */
export function staticRanges(source, fileName = 'file.ts') {
  return loadTimeCode(source, fileName).ranges
}

/** `file:line:column-line:column` patterns for Stryker's `mutate`, one per range. */
export function staticPatterns(file, source) {
  return staticRanges(source, file).map(
    (r) => `${file}:${r.start.line}:${r.start.column}-${r.end.line}:${r.end.column}`,
  )
}
