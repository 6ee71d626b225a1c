/**
 * GG initiative on the combat tracker (OTHER-SYSTEMS.md A.1, GG-001..GG-008; seed 001, "Active
 * Time"): each being rolls an Agility or Intuition Test (its sheet says which, GG-001), and ties
 * are settled by the GG's rules, each said in the fight's log: a PC before an NPC unless the NPC's
 * stat block wins ties (GG-006); NPCs by the Trait value used, then a reroll-off of the test die
 * (GG-007); tied PCs share one turn (GG-008). Group rolls (GG-003), late entry (GG-012) and the
 * pre-combat swap (GG-009) are the tracker's (its group, add and drag).
 */
import type { Dice } from '../../../dice'
import { INITIATIVE_MIN } from '../../../model'
import type { InitiativeFlags, RolledCombatant, SettledInitiative } from '../../ruleset'
import { rollTestDie, rollTraitTest } from '../engine/test'
import { ggOptionsOf, isPc, sheetOf, tokenById } from './ruleset-combat-being'
import type { GgSheet } from '../engine/sheet-schema'
import { signedTerm as signed } from '../../../dice/signed'
import type { GgCampaign, GgToken } from './types'

/** What a sheet with no Initiative ("–") gets: the bottom of the order, for the GM to place. */
export const NO_INITIATIVE = INITIATIVE_MIN

const TRAIT_NAME = { AGI: 'Agility', INT: 'Intuition' } as const

/** The Trait a being rolls Initiative with and its value (GG-001); AGI 0 with no sheet. */
function initiativeTrait(sheet: GgSheet | null): { trait: 'AGI' | 'INT'; value: number } {
  const trait = sheet?.initiative.trait ?? 'AGI'
  return { trait, value: sheet?.traits[trait] ?? 0 }
}

/**
 * Roll one being's Initiative (GG-001): the test die + the Trait its sheet names (Agility unless it
 * says Intuition) + the stat block's modifier. A sheet with no Initiative ("–", the Memory) rolls
 * nothing: it goes last, and the GM drags it after its Breaker (GG-117, GG-Q46). The detail names
 * each part: "Agility Test: d20 11 + AGI 3 = 14".
 */
export function ggRollInitiative(
  token: GgToken,
  campaign: GgCampaign,
  flags: InitiativeFlags,
  dice: Dice,
): { total: number; detail: string } {
  void flags
  const sheet = sheetOf(campaign, token)
  if (sheet?.initiative.none === true) {
    return {
      total: NO_INITIATIVE,
      detail: 'no Initiative: it acts after its Breaker; drag it into place',
    }
  }
  const options = ggOptionsOf(campaign)
  const { trait, value } = initiativeTrait(sheet)
  const modifier = sheet?.initiative.modifier ?? 0
  const roll = rollTraitTest(dice, { trait: value, modifier }, options)
  const mod = modifier === 0 ? '' : ` ${signed(modifier)} (stat block)`
  const inspired = roll.inspired ? ' (Inspired)' : ''
  return {
    total: roll.ttv,
    detail: `${TRAIT_NAME[trait]} Test: ${options.testDie} ${roll.natural}${inspired} ${signed(value)} ${trait}${mod} = ${roll.ttv}`,
  }
}

interface Entry extends RolledCombatant {
  name: string
  pc: boolean
  winsTies: boolean
  /** The Trait value used for the Test (GG-007). */
  traitValue: number
}

function entryOf(campaign: GgCampaign, c: RolledCombatant): Entry {
  const token = tokenById(campaign, c.tokenId)
  const sheet = token ? sheetOf(campaign, token) : null
  return {
    ...c,
    name: token?.name ?? c.id,
    pc: token !== undefined && isPc(token),
    winsTies: sheet?.initiative.winsTies === true,
    traitValue: initiativeTrait(sheet).value,
  }
}

const names = (list: readonly Entry[]): string => list.map((e) => e.name).join(', ')

/**
 * Tied NPCs in order (GG-007): the higher Trait value used first; those equal on it too reroll the
 * test die against each other, again among any still tied; every reroll said in `lines`.
 */
function orderNpcs(
  npcs: readonly Entry[],
  dice: Dice,
  testDie: ReturnType<typeof ggOptionsOf>['testDie'],
  lines: string[],
): Entry[] {
  if (npcs.length <= 1) return [...npcs]
  const values = [...new Set(npcs.map((e) => e.traitValue))].sort((a, b) => b - a)
  if (values.length > 1) {
    lines.push(
      `${names(npcs)} tie on ${npcs[0]?.initiative}: the higher Trait used goes first (${npcs
        .map((e) => `${e.name} ${e.traitValue}`)
        .join(', ')})`,
    )
  }
  const out: Entry[] = []
  for (const v of values) {
    out.push(
      ...rerollOff(
        npcs.filter((e) => e.traitValue === v),
        dice,
        testDie,
        lines,
      ),
    )
  }
  return out
}

function rerollOff(
  tied: readonly Entry[],
  dice: Dice,
  testDie: ReturnType<typeof ggOptionsOf>['testDie'],
  lines: string[],
): Entry[] {
  if (tied.length <= 1) return [...tied]
  const rolled = tied.map((e) => ({ e, roll: rollTestDie(dice, testDie) }))
  lines.push(
    `${names(tied)} tie with the same Trait (${tied[0]?.traitValue}): reroll-off ${rolled
      .map((r) => `${r.e.name} ${r.roll}`)
      .join(', ')}`,
  )
  const faces = [...new Set(rolled.map((r) => r.roll))].sort((a, b) => b - a)
  const out: Entry[] = []
  for (const f of faces) {
    const again = rolled.filter((r) => r.roll === f).map((r) => r.e)
    out.push(...rerollOff(again, dice, testDie, lines))
  }
  return out
}

/**
 * Settle a freshly rolled order's ties by the GG's rules (GG-005..GG-008), total by total: NPCs
 * whose stat block wins ties, then the PCs (one shared turn when two or more tie), then the other
 * NPCs; NPCs among themselves by GG-007. Each settled tie is said in `lines`; none is left.
 * Ex.: Aria 14, Orc 14 → Aria first; Orc (AGI 1) and Wolf (AGI 3) on 13 → Wolf first.
 */
export function ggSettleInitiative(
  campaign: GgCampaign,
  order: readonly RolledCombatant[],
  dice: Dice,
): SettledInitiative {
  const { testDie } = ggOptionsOf(campaign)
  const entries = order.map((c) => entryOf(campaign, c))
  const totals = [...new Set(entries.map((e) => e.initiative))].sort((a, b) => b - a)
  const out: string[] = []
  const together: string[][] = []
  const lines: string[] = []
  for (const total of totals) {
    const tied = entries.filter((e) => e.initiative === total)
    // One alone, or beings with no Initiative at all: the GM places those by drag.
    if (tied.length === 1 || total === NO_INITIATIVE) {
      out.push(...tied.map((e) => e.id))
      continue
    }
    const pcs = tied.filter((e) => e.pc)
    const npcs = tied.filter((e) => !e.pc)
    const first = pcs.length > 0 ? npcs.filter((e) => e.winsTies) : []
    const after = npcs.filter((e) => !first.includes(e))
    if (pcs.length > 0 && after.length > 0) {
      lines.push(`${names(pcs)} before ${names(after)} on ${total}: a PC wins an initiative tie`)
    }
    if (first.length > 0) {
      lines.push(`${names(first)} before ${names(pcs)} on ${total}: its stat block wins ties`)
    }
    const ordered = [
      ...orderNpcs(first, dice, testDie, lines),
      ...pcs,
      ...orderNpcs(after, dice, testDie, lines),
    ]
    out.push(...ordered.map((e) => e.id))
    if (pcs.length > 1) {
      together.push(pcs.map((e) => e.id))
      lines.push(`${names(pcs)} tie on ${total}: they share one turn, acting in any order`)
    }
  }
  return { order: out, together, ties: [], lines }
}
