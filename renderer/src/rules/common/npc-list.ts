/** What a ruleset hands the common NPC list (./NpcFilterList.vue). */

/** One NPC as the list shows it. */
export interface NpcRow {
  id: string
  name: string
  /** The line under the name ("L3 · d8 · medium"). */
  meta: string
  /** Shown under the line, and searched. */
  tags: readonly string[]
  /** Searched but not shown (GG's class tags). */
  moreTags?: readonly string[]
  /** This NPC's value for each filter, by the filter's key. */
  facets: Record<string, string>
}

/** A pick-one filter over the rows' facets; '' means any. */
export interface NpcFilter {
  key: string
  /** The select's accessible name ("Filter by level"). */
  label: string
  /** The no-filter option's text ("any level"). */
  any: string
  /** [value, text] */
  options: readonly (readonly [string, string])[]
}

/** The level filter: the levels the NPCs have, lowest first. */
export function levelFilter(levels: readonly number[]): NpcFilter {
  return {
    key: 'level',
    label: 'Filter by level',
    any: 'any level',
    options: [...new Set(levels)].sort((a, b) => a - b).map((l) => [String(l), `level ${l}`]),
  }
}
