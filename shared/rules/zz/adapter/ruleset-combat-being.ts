/**
 * One ZZ figure in a fight as the combat hooks read it: its token, sheet, token state, the figure
 * the engine reads (B.9), and its combatant.
 */
import type { Combatant } from '../../../model'
import { campaignReader } from '../../define'
import type { StateChange } from '../../ruleset'
import { zzStateOf, type ZzInstance } from '../engine/instance'
import type { ZzFigure, ZzState } from '../engine/model'
import { zzInstanceHooks } from './ruleset-sheet'
import type { ZzSheet } from '../engine/sheet-schema'
import type { ZzCampaign, ZzToken, ZzTypes } from './types'

/** The token by id (never an inherited key) and its sheet, as ZZ's own. */
export const zzRead = campaignReader<ZzTypes>()

/** The token's state: its own, else fresh from its sheet; null for a token with neither. */
export function zzInstanceIn(campaign: ZzCampaign, token: ZzToken): ZzInstance | null {
  if (token.instance) return token.instance
  const sheet = zzRead.sheet(campaign, token)
  return sheet ? zzInstanceHooks.fresh(sheet) : null
}

/** B.9: the numbers the engine reads from a sheet, named as the token is. */
export function zzFigureOf(sheet: ZzSheet, name: string = sheet.name): ZzFigure {
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
  token: ZzToken
  sheet: ZzSheet
  inst: ZzInstance
  figure: ZzFigure
  state: ZzState
}

export function zzBeing(campaign: ZzCampaign, tokenId: string): ZzBeing | null {
  const token = zzRead.token(campaign, tokenId)
  if (!token) return null
  const sheet = zzRead.sheet(campaign, token)
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
export function zzCombatantOf(campaign: ZzCampaign, tokenId: string): Combatant | undefined {
  return campaign.combat?.order.find((c) => c.tokenId === tokenId)
}

/** A Hero: its token stands for a PC sheet. */
export function zzIsHero(token: Pick<ZzToken, 'kind' | 'npcId' | 'pcId'>): boolean {
  return token.kind === 'pc' || (token.npcId === undefined && token.pcId !== undefined)
}
