/**
 * What a ruleset tells the library's NPC list (./NpcList.vue): which words of an NPC are searched
 * and which pick-one filters the list offers. The line under each name is the ruleset's
 * `sheetSummary`, so the list and the other library panels read a sheet alike.
 */
import type { Sheet } from '../../features/library/sheets'

/** A select's option as [value, text], or one string when the value reads as it is. */
export type NpcFilterOption = string | readonly [value: string, text: string]

/** A pick-one filter over the NPCs; its no-filter option lets every NPC through. */
export interface NpcFilter<S = Sheet> {
  /** The select's accessible name ("Filter by level"); no two of a ruleset's filters share one. */
  label: string
  /** The no-filter option's text ("any level"). */
  any: string
  /** This NPC's value, which an option's value must equal for the NPC to pass. */
  read(npc: S): string
  /** The options in order, or how to build them from the values the NPCs in the list have. */
  options: readonly NpcFilterOption[] | ((values: readonly string[]) => readonly NpcFilterOption[])
}

/** A ruleset's part of the NPC list; `S` is its sheet (the list hands it only this ruleset's NPCs). */
export interface NpcListRules<S = Sheet> {
  /** Shown under the line, and searched. */
  tags(npc: S): readonly string[]
  /** Searched but not shown (GG's class tags, weapon names); absent: none. */
  hiddenTags?(npc: S): readonly string[]
  /** In the order the selects stand after the search box. */
  filters: readonly NpcFilter<S>[]
}

/** The level filter: the levels the NPCs have, lowest first. */
export function levelFilter<S extends { level: number }>(): NpcFilter<S> {
  return {
    label: 'Filter by level',
    any: 'any level',
    read: (npc) => String(npc.level),
    options: (values) =>
      [...new Set(values)]
        .map(Number)
        .sort((a, b) => a - b)
        .map((l) => [String(l), `level ${l}`] as const),
  }
}
