/** A BrikWars campaign on a gridless board for the BW renderer tests: units placed in inches. */
import type { Campaign, Token } from '../../../shared/model'
import { blankBwSheet } from '../../../shared/rules/bw/engine/library'
import type { BwState } from '../../../shared/rules/bw/engine/model'
import { blankBwState } from '../../../shared/rules/bw/engine/model'
import { demoCampaign } from './library-support'

export const BAZOOKA = {
  name: 'Bazooka',
  ur: 5,
  rangeIn: 24,
  damage: [{ n: 2, die: 10 }],
  damageBonus: 0,
  nearMiss: 'launcher' as const,
  closeCombat: false,
  incendiary: false,
}

/** A unit of the trooper sheet standing at (x, y) inches with `state` over a fresh one. */
export function unit(id: string, x: number, y: number, state: Partial<BwState> = {}): Token {
  return {
    id,
    name: id.replace(/^t/, 'Trooper '),
    kind: 'npc',
    color: '#c33',
    mapId: 'field',
    hex: { q: Math.round(x * 2), r: Math.round(y * 2) },
    npcId: 'trooper',
    instance: { ...blankBwState(), ...state },
  } as unknown as Token
}

export function bwCampaign(
  tokens: Token[],
  extra: { tableOptions?: Record<string, unknown>; obstacles?: object } = {},
): Campaign {
  const c = demoCampaign()
  const trooper = { ...blankBwSheet('npc', 'trooper', 'Trooper'), weapons: [BAZOOKA] }
  return {
    ...c,
    rulesetId: 'bw',
    tableOptions: extra.tableOptions ?? {},
    npcs: { trooper },
    pcs: {},
    activeMapId: 'field',
    maps: {
      field: {
        kind: 'gridless',
        id: 'field',
        name: 'Field',
        orientation: 'square',
        cols: 144,
        rows: 96,
        cellInches: 0.5,
        obstacles: extra.obstacles ?? {},
        areas: {},
      },
    },
    tokens: Object.fromEntries(tokens.map((t) => [t.id, t])),
  } as unknown as Campaign
}
