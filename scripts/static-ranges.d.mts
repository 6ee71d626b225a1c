// Types of static-ranges.mjs, for the tests that import it.
export interface StaticRange {
  start: { line: number; column: number }
  end: { line: number; column: number }
}
export const STORED_BODY_REASON: string
export function loadTimeCode(
  source: string,
  fileName?: string,
): { ranges: StaticRange[]; bodies: StaticRange[] }
export function staticRanges(source: string, fileName?: string): StaticRange[]
export function staticPatterns(file: string, source: string): string[]
