// Types of load-time-ignorer.mjs, for the tests that import it.
export function loadTimeIgnorer(bodies: Record<string, number[][]>): {
  shouldIgnore(path: {
    node: {
      loc?: { start: { line: number; column: number }; end: { line: number; column: number } }
    }
    hub?: { file?: { opts?: { filename?: string } } }
  }): string | undefined
}
export const strykerPlugins: unknown[]
