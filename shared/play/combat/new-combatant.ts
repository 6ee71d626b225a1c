/**
 * A new combatant for a token, for opening a fight or joining one: its id in the fight, its
 * initiative rolled with the ruleset's `rollInitiative` or typed in (a whole number within bounds),
 * and what it holds of the turn's economy before its first turn.
 */
import { INITIATIVE_MAX, INITIATIVE_MIN, type Campaign, type Combatant } from '../../model'
import type { Dice } from '../../dice'
import type { RulesetCombat } from '../../rules'
import { tokenOf } from './state'
import { CombatRefused, type StartEntryInput } from './types'

/** What a combatant holds before its first turn: nothing of a resource gained then, else all. */
export function openingEconomy(
  hooks: RulesetCombat,
  econ: Record<string, number>,
): { left: Record<string, number>; full: Record<string, number> } {
  const left: Record<string, number> = {}
  const full: Record<string, number> = {}
  for (const [key, value] of Object.entries(econ)) {
    if (key === '__proto__') continue
    const res = hooks.resources.find((r) => r.id === key)
    left[key] = res?.fromFirstTurn ? 0 : value
    full[key] = value
  }
  return { left, full }
}

/** A typed total, or a refusal naming the field. */
export function checkedInitiative(value: number, who: string): number {
  // Number.isInteger is false for anything that is not a number, so no typeof test is needed.
  if (!Number.isInteger(value)) {
    throw new CombatRefused(`${who}'s initiative must be a whole number (not ${String(value)})`)
  }
  if (value < INITIATIVE_MIN || value > INITIATIVE_MAX) {
    throw new CombatRefused(
      `${who}'s initiative must be from ${INITIATIVE_MIN} to ${INITIATIVE_MAX} (not ${value})`,
    )
  }
  return value
}

export interface Flags {
  coordinated: readonly string[]
  keptWatch?: readonly string[] | undefined
  /** Sides the camp alarm warned (Camps & Resting Places: "the party adds" its Edge). */
  campAlarm?: readonly string[] | undefined
}

/** A new combatant for a token, its initiative rolled unless typed. */
export function combatantFor(
  campaign: Campaign,
  hooks: RulesetCombat,
  mapId: string,
  entry: StartEntryInput,
  id: string,
  flags: Flags,
  dice: Dice,
): Combatant {
  const token = tokenOf(campaign, entry.tokenId)
  if (!token) throw new CombatRefused(`no token "${entry.tokenId}" on any map`)
  if (token.mapId !== mapId) throw new CombatRefused(`${token.name} is not on the fight's map`)
  const side = entry.side.trim()
  if (!side || side.length > 40)
    throw new CombatRefused(`${token.name}'s side needs a name (up to 40 letters)`)
  let initiative: number
  let detail: string
  if (entry.initiative !== undefined) {
    initiative = checkedInitiative(entry.initiative, token.name)
    detail = 'typed in'
  } else {
    const rolled = hooks.rollInitiative(
      token,
      campaign,
      {
        hidden: entry.hidden,
        coordinated: flags.coordinated.includes(side),
        keptWatch: flags.keptWatch?.includes(token.id) ?? false,
        campAlarm: flags.campAlarm?.includes(side) ?? false,
      },
      dice,
    )
    initiative = Math.max(INITIATIVE_MIN, Math.min(INITIATIVE_MAX, Math.round(rolled.total)))
    detail = rolled.detail.slice(0, 300)
  }
  const { left, full } = openingEconomy(hooks, hooks.economy(token, campaign))
  return {
    id,
    tokenId: token.id,
    name: token.name,
    side,
    initiative,
    initiativeDetail: detail,
    hidden: entry.hidden,
    left,
    full,
    usedThisRound: {},
    flags: [],
    hasStarted: false,
  }
}

/** A combatant id for a token: its own id, or `${tokenId}-2`... when it already fights. */
export function freshId(taken: ReadonlySet<string>, tokenId: string): string {
  if (!taken.has(tokenId)) return tokenId
  for (let n = 2; ; n++) if (!taken.has(`${tokenId}-${n}`)) return `${tokenId}-${n}`
}
