/**
 * One ZZ figure in a fight as the combat hooks read it: its token, sheet, token state, the figure
 * the engine reads (B.9), its combatant, and the table's options.
 */
import { tokenSheet, type Campaign, type Combatant, type Token } from '../../model'
import { RollRefused, type StateChange } from '../ruleset'
import { zzInstanceOf, zzStateOf, type ZzInstance } from './instance'
import type { ZzFigure, ZzState } from './model'
import { resolveZzOptions, type ZzOptions } from './options'
import { zzInstanceHooks, zzSheetOf } from './ruleset-sheet'
import type { ZzSheet } from './sheet-schema'

/** The campaign's ZZ table options, defaults filled in; a bad stored option refused in words. */
export function zzOptionsOf(campaign: Campaign): ZzOptions {
  try {
    return resolveZzOptions(campaign.tableOptions)
  } catch (err) {
    throw new RollRefused((err as Error).message)
  }
}

/** The token with this id, or undefined (never an inherited key). */
export function zzTokenById(campaign: Campaign, id: string): Token | undefined {
  return Object.hasOwn(campaign.tokens, id) ? campaign.tokens[id] : undefined
}

/** The token's ZZ sheet, or null. */
export function zzSheetIn(campaign: Campaign, token: Token): ZzSheet | null {
  const record = tokenSheet(campaign, token)
  return record ? zzSheetOf(record) : null
}

/** The token's state: its own, else fresh from its sheet; null for a token with neither. */
export function zzInstanceIn(campaign: Campaign, token: Token): ZzInstance | null {
  const own = token.instance === undefined ? null : zzInstanceOf(token.instance)
  if (own) return own
  const sheet = zzSheetIn(campaign, token)
  return sheet ? (zzInstanceHooks.fresh(sheet) as ZzInstance) : null
}

/** B.9: the numbers the engine reads from a sheet, named as the token is. */
export function zzFigureOf(sheet: ZzSheet, name: string): ZzFigure {
  return {
    name,
    level: sheet.level,
    str: sheet.str,
    dex: sheet.dex,
    int: sheet.int,
    cha: sheet.cha,
    baseAttack: sheet.baseAttack,
    baseDefense: sheet.baseDefense,
    defenseBonus: sheet.defenseBonus,
    size: sheet.size,
    recovery: sheet.recovery,
    move: sheet.move,
    archery: sheet.archery,
  }
}

/** A figure in a fight with everything the hooks read; null when the token is not a ZZ figure. */
export interface ZzBeing {
  token: Token
  sheet: ZzSheet
  inst: ZzInstance
  figure: ZzFigure
  state: ZzState
}

export function zzBeing(campaign: Campaign, tokenId: string): ZzBeing | null {
  const token = zzTokenById(campaign, tokenId)
  if (!token) return null
  const sheet = zzSheetIn(campaign, token)
  const inst = zzInstanceIn(campaign, token)
  if (!sheet || !inst) return null
  // MOVE on the board is the token's speed when it has one (a GM may set it by hand).
  const figure = { ...zzFigureOf(sheet, token.name), move: token.speed ?? sheet.move }
  return { token, sheet, inst, figure, state: zzStateOf(inst, sheet) }
}

/** The instance after the engine changed the state (HP, Mind Points, statuses, Defend bonus). */
export function zzInstanceAfter(inst: ZzInstance, state: ZzState): ZzInstance {
  return {
    ...inst,
    hp: state.hp,
    mind: state.mind,
    statuses: [...state.statuses],
    defendBonus: state.defendBonus,
  }
}

/** The change that stores a figure's new instance. */
export function zzInstanceChange(tokenId: string, instance: ZzInstance): StateChange {
  return { kind: 'instance', tokenId, instance }
}

/** The combatant of a token in the running fight, or undefined. */
export function zzCombatantOf(campaign: Campaign, tokenId: string): Combatant | undefined {
  return campaign.combat?.order.find((c) => c.tokenId === tokenId)
}

/** A Hero: its token stands for a PC sheet. */
export function zzIsHero(token: Token): boolean {
  return token.kind === 'pc' || (token.npcId === undefined && token.pcId !== undefined)
}
