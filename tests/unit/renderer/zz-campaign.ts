/** A ZZ campaign for the ZZ UI's component tests: the demo's map with a ZZ Orc and Hero on it. */
import type { Campaign } from '../../../shared/model'
import {
  ZzNpcSchema,
  ZzPcSchema,
  type ZzNpc,
  type ZzPc,
} from '../../../shared/rules/zz/engine/sheet-schema'
import { demoCampaign, storeWith } from './library-support'

export function zzOrc(): ZzNpc {
  return ZzNpcSchema.parse({
    id: 'orc',
    name: 'Orc',
    shortName: 'ORC',
    level: 2,
    hpMax: 12,
    str: 2,
    dex: 1,
    baseAttack: 8,
    baseDefense: 4,
    defenseBonus: 1,
    disposition: 'hostile',
    weapons: [{ id: 'axe', name: 'Axe', kind: 'melee', range: 1, damage: 'd10' }],
    gear: { hands: ['axe', null], stored: [], loaded: [] },
  })
}

export function zzThurig(): ZzPc {
  return ZzPcSchema.parse({
    id: 'thurig',
    name: 'Thurig',
    player: 'Sam',
    hpMax: 20,
    mindMax: 3,
    str: 3,
    dex: 2,
    baseAttack: 8,
    baseDefense: 6,
    archery: 'basic',
    skills: [{ name: 'Climb', attribute: 'STR', bonus: 2 }],
    weapons: [
      { id: 'sword', name: 'Sword', kind: 'melee', range: 1, damage: 'd8+STR' },
      {
        id: 'bow',
        name: 'Shortbow',
        kind: 'ranged',
        range: 6,
        damage: 'd6',
        projectileBonus: 0,
        ammo: 'arrow',
      },
    ],
    gear: {
      hands: ['sword', null],
      stored: [{ item: 'arrow', container: 'quiver', count: 12 }],
      loaded: [],
    },
  })
}

export function zzCampaign(): Campaign {
  const c = demoCampaign()
  const map = c.activeMapId as string
  return {
    ...c,
    rulesetId: 'zz',
    tableOptions: {},
    // The demo's map made a square board (ZZ plays on squares), with a door north of Thurig.
    maps: {
      ...c.maps,
      [map]: {
        kind: 'square',
        id: map,
        name: 'Crypt',
        orientation: 'square',
        cols: 10,
        rows: 10,
        metresPerHex: 1.5,
        doors: { '4,3,0': { kind: 'door', open: false, locked: false } },
        items: { '5,3': [{ id: 'coin', name: 'Gold coin' }] },
      },
    },
    npcs: { orc: zzOrc() },
    pcs: { thurig: zzThurig() },
    tokens: {
      'tok-orc': {
        id: 'tok-orc',
        mapId: map,
        name: 'Orc',
        kind: 'npc',
        hex: { q: 3, r: 3 },
        size: 'medium',
        color: '#c24a2c',
        gmOnly: true,
        npcId: 'orc',
        heading: 0,
      },
      'tok-thurig': {
        id: 'tok-thurig',
        mapId: map,
        name: 'Thurig',
        kind: 'pc',
        hex: { q: 4, r: 3 },
        size: 'medium',
        color: '#2f6fdb',
        gmOnly: false,
        pcId: 'thurig',
      },
    },
  } as Campaign
}

export const zzStore = () => storeWith(zzCampaign())
