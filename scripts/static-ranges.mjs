// Where a TypeScript module's load-time code is: the parts of its top-level statements that run
// when the module is imported (a table of constants, a schema, a lookup built from a list), and
// the functions declared in it that this code calls. Stryker calls a mutant there "static": it
// cannot be traced to the tests that cover it, so each one runs every test. `npm run mutate --
// --static-only` mutates only these ranges, which measures a file's static mutants without
// re-running the rest (a `--skip-static` run measures the rest).
import ts from 'typescript'

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

/**
 * The load-time ranges of `source`: `{ start: { line, column }, end: { line, column } }`, lines
 * from 1 and columns from 0 (Stryker's `file:line:column-line:column` mutate ranges).
 */
export function staticRanges(source, fileName = 'file.ts') {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const spans = []
  const called = new Set()
  const functions = new Map()
  for (const st of sf.statements)
    if (ts.isFunctionDeclaration(st) && st.name) functions.set(st.name.text, st)

  /** The span of `node` without the bodies of the functions it stores for later. */
  function collect(node) {
    const holes = []
    const visit = (n) => {
      if (STORED_FUNCTION.has(n.kind) && !runsWhereItStands(n)) {
        holes.push([n.getStart(sf), n.getEnd()])
        return
      }
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) called.add(n.expression.text)
      ts.forEachChild(n, visit)
    }
    ts.forEachChild(node, visit)
    let from = node.getStart(sf)
    for (const [a, b] of holes) {
      if (a > from) spans.push([from, a])
      from = Math.max(from, b)
    }
    if (node.getEnd() > from) spans.push([from, node.getEnd()])
  }

  for (const st of sf.statements) {
    if (SKIPPED_STATEMENT.has(st.kind)) continue
    if (ts.isClassDeclaration(st)) {
      for (const m of st.members)
        if (
          ts.isPropertyDeclaration(m) &&
          m.initializer &&
          m.modifiers?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword)
        )
          collect(m)
      continue
    }
    collect(st)
  }
  // Functions the load-time code calls run at load too, and so do the ones they call.
  const taken = new Set()
  for (let grew = true; grew;) {
    grew = false
    for (const name of [...called]) {
      const fn = functions.get(name)
      if (!fn || taken.has(name)) continue
      taken.add(name)
      grew = true
      spans.push([fn.getStart(sf), fn.getEnd()])
      const visit = (n) => {
        if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) called.add(n.expression.text)
        ts.forEachChild(n, visit)
      }
      ts.forEachChild(fn, visit)
    }
  }
  spans.sort((a, b) => a[0] - b[0])
  return spans.map(([a, b]) => {
    const s = sf.getLineAndCharacterOfPosition(a)
    const e = sf.getLineAndCharacterOfPosition(b)
    return {
      start: { line: s.line + 1, column: s.character },
      end: { line: e.line + 1, column: e.character },
    }
  })
}

/** `file:line:column-line:column` patterns for Stryker's `mutate`, one per range. */
export function staticPatterns(file, source) {
  return staticRanges(source, file).map(
    (r) => `${file}:${r.start.line}:${r.start.column}-${r.end.line}:${r.end.column}`,
  )
}
