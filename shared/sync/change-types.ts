/**
 * What changed between two states of a campaign, in the GM's words: the items the History
 * dialog lists between two snapshots, and between a snapshot and now (shared/sync/summary.ts
 * computes them from the two states).
 */

/** The kinds of thing a change is about. */
export type ChangeKind =
  'campaign' | 'map' | 'token' | 'npc' | 'pc' | 'note' | 'encounter' | 'fog' | 'combat' | 'rest'

/** What happened to it, from the older state to the newer. */
export type ChangeVerb = 'added' | 'removed' | 'edited' | 'moved' | 'revealed' | 'hidden'

/** The kinds a GM can take back one at a time from a snapshot (a new undoable step). */
export type TakeBackKind = 'map' | 'token' | 'npc' | 'pc'

export interface ChangeItem {
  kind: ChangeKind
  change: ChangeVerb
  /** The thing's id (a map's, a token's, an NPC's...); for fog, the map's. Absent: the campaign. */
  id?: string
  /** Its name as the GM reads it (the newer state's, else the older's). */
  name: string
  /** The map it is on (tokens, fog), by name. */
  mapName?: string
  /**
   * A moved token: where it stood and stands ("hex 3,4"), each with its map's name when the move
   * changed maps.
   */
  from?: string
  to?: string
  /** How many: hexes (squares, spots) of fog revealed or hidden. */
  count?: number
  /** Set when this item can be taken back alone: which kind of thing, and its id. */
  takeBack?: { kind: TakeBackKind; id: string }
}

export interface ChangeSummary {
  items: ChangeItem[]
  /** One line: "2 maps edited, 14 tokens moved, 1 NPC added, fog on Warehouse revealed 40 hexes". */
  line: string
}
