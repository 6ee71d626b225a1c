/**
 * What the Ruleset's hooks hand back to the core, as data: the changes a roll or a turn hook makes
 * to the campaign (applied by main through the command path, so they can be undone), the dice log's
 * line for a roll, the players' health ladder and the sheet kinds. Re-exported from ./ruleset.
 */
import type { Container, Door, MapItem, Token } from '../model'

/** A sheet kind in the library. */
export type SheetKind = 'npc' | 'pc'

export type { HealthLook } from '../kit/health'

/**
 * A change a roll (or a turn hook) makes to the campaign, as data: main applies it through the
 * command path so it can be undone. Rulesets never touch main's state.
 */
export type StateChange =
  | {
      kind: 'instance'
      tokenId: string
      /** The token's whole new instance, valid under `instance.schema`. */
      instance: unknown
    }
  | {
      /** What the ruleset keeps between fights (`campaign.rulesetState[key]`), replaced whole. */
      kind: 'ruleset-state'
      key: string
      value: unknown
    }
  | {
      /**
       * The condition `condition` on the token lasts until its bearer rests (Blue Box: a Decisive
       * Hamstring): the token remembers it, in a fight or out of one, and a rest ends it.
       */
      kind: 'until-rest'
      tokenId: string
      condition: string
    }
  | {
      /** A library sheet replaced whole (a PC's EP spent), valid under `sheet.schema[sheetKind]`. */
      kind: 'sheet'
      sheetKind: SheetKind
      id: string
      record: unknown
    }
  | {
      /**
       * A being called into play (GG: a Limit Break's Memory): its NPC sheet added to the library
       * (a fresh id, valid under `sheet.schema.npc`), its token placed (a fresh id, on the map),
       * and in a fight its combatant on `side` right after the combatant `after`, on its total.
       */
      kind: 'summon'
      npc: unknown
      token: Token
      combatant?: { after: string; side: string }
    }
  | {
      /** A summoned being leaves play: its token and combatant, and its library sheet `npcId`. */
      kind: 'dismiss'
      tokenId: string
      npcId?: string
    }
  | {
      /**
       * A figure moved, turned or laid down by a rule (ZZ: a Shove's push, Tripped on its back,
       * Stop, Drop & Roll face-down): only the fields given change. `hex` must be on its map.
       */
      kind: 'token'
      tokenId: string
      hex?: { q: number; r: number }
      heading?: number
      orientation?: 'upright' | 'back' | 'face-down'
    }
  | {
      /**
       * A square board's features changed by a rule (ZZ: a door opened, an item picked up, a
       * container looted): each key given is replaced (null removes it); the rest stays.
       */
      kind: 'map-features'
      mapId: string
      doors?: Record<string, Door | null>
      containers?: Record<string, Container | null>
      items?: Record<string, MapItem[] | null>
    }
  | {
      /**
       * How much of a turn resource (by the ruleset's resource id) the token's combatant has left
       * this turn, set whole (GG: the metres left of a Movement action once the way of moving
       * switched). `log`: the fight log's line saying why.
       */
      kind: 'left'
      tokenId: string
      resource: string
      amount: number
      log?: string
    }

/**
 * What the players may read of a roll the GM shows on the table, as the ruleset builds it from
 * the roll itself (never cut out of the GM's text): the roll's name, its total and the outcome in
 * the players' words. Who rolled and each die come from the log entry. Nothing derived from the
 * target's sheet or the GM's notes: no defence, armour, resistances, temporary hit points or a
 * difficulty the GM keeps; damage dealt only where the ruleset says it is public.
 */
export interface PublicRoll {
  /** The roll's name ("Strength check", "AGI Test", "Longsword attack"). */
  what: string
  /** The total the players may read; null: none. */
  total: number | null
  /** "hit", "miss", "success", "failure"...; empty: nothing beyond the dice. */
  outcome: string
}

/** One roll's outcome as the dice log shows it. */
export interface RollOutcome {
  who: string
  what: string
  total: number | null
  /** "hit", "failure", "14"... */
  outcome: string
  detail: string
  /**
   * What "Show on table" tells the players. Absent: the roll has no public part, and the table
   * shows who rolled and the dice only.
   */
  public?: PublicRoll
}
