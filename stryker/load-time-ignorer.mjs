// Stryker ignorer for `npm run mutate -- --static-only`: inside a module's load-time code, leave
// out the bodies of the functions that code only stores for later (they run when a test calls
// them, and the `--skip-static` run measures them). scripts/static-ranges.mjs finds the bodies;
// scripts/mutate.mjs passes them in MUTATE_STORED_BODIES as { "<file>": [[line, column, line,
// column], ...] } and leaves the mutants ignored here out of every score.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin'
import { STORED_BODY_REASON } from '../scripts/static-ranges.mjs'

const inside = ([sl, sc, el, ec], loc) =>
  (loc.start.line > sl || (loc.start.line === sl && loc.start.column >= sc)) &&
  (loc.end.line < el || (loc.end.line === el && loc.end.column <= ec))

/** The ranges listed for the file being instrumented (Stryker names it by its absolute path). */
function rangesOf(bodies, fileName) {
  if (!fileName) return []
  const name = String(fileName).split('\\').join('/')
  for (const [file, ranges] of Object.entries(bodies))
    if (name === file || name.endsWith(`/${file}`)) return ranges
  return []
}

/** An ignorer of the listed bodies: the first node wholly inside one is left out, with its subtree. */
export function loadTimeIgnorer(bodies) {
  return {
    shouldIgnore(path) {
      const loc = path.node.loc
      if (!loc) return undefined
      return rangesOf(bodies, path.hub?.file?.opts?.filename).some((r) => inside(r, loc))
        ? STORED_BODY_REASON
        : undefined
    },
  }
}

export const strykerPlugins = [
  declareValuePlugin(
    PluginKind.Ignore,
    'load-time',
    loadTimeIgnorer(JSON.parse(process.env.MUTATE_STORED_BODIES || '{}')),
  ),
]
