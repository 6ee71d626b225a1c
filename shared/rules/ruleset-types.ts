/**
 * The payload types of one ruleset, and the campaign as its hooks read it. Re-exported from
 * ./ruleset; kept apart so the interface's parts (./ruleset-combat, ./ruleset-rest) can name them.
 */
import type { Campaign, Token } from '../model'

/**
 * The payload types one ruleset plays with, each as its schema outputs it. The erased `Ruleset`
 * (the default) has them all `unknown`: the core never looks inside.
 */
export interface RulesetTypes {
  /** A library NPC sheet (`sheet.schema.npc`). */
  npc: unknown
  /** A library PC sheet (`sheet.schema.pc`). */
  pc: unknown
  /** A token's own state (`instance.schema`). */
  instance: unknown
  /** The table options with every default filled in (`options.resolve`). */
  options: unknown
  /** A roll request, as `rolls.schema` outputs it. */
  request: unknown
}

/** Either kind of library sheet of a ruleset. */
export type SheetOf<T extends RulesetTypes> = T['npc'] | T['pc']

/** A token whose instance is the ruleset's own. */
export type TokenOf<T extends RulesetTypes> = unknown extends T['instance']
  ? Token
  : Token & { instance?: T['instance'] }

/**
 * The campaign as a ruleset's hooks read it: its sheets and token instances typed as the ruleset's
 * own (they were checked when the campaign loaded, and every edit since was). The erased ruleset
 * reads a plain Campaign.
 */
export type CampaignOf<T extends RulesetTypes> = unknown extends T['instance']
  ? Campaign
  : Campaign & {
      tokens: Record<string, TokenOf<T>>
      npcs: Record<string, T['npc']>
      pcs: Record<string, T['pc']>
    }
