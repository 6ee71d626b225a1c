/** A GG campaign for the GG UI's component tests: the demo's map with a GG Orc and a GG PC on it. */
import type { Campaign } from '../../../shared/model'
import { blankGgSheet } from '../../../shared/rules/gg/adapter/ruleset-sheet'
import {
  GgNpcSchema,
  GgPcSchema,
  type GgNpc,
  type GgPc,
} from '../../../shared/rules/gg/engine/sheet-schema'
import { demoCampaign, storeWith } from './library-support'

export function ggOrc(): GgNpc {
  return GgNpcSchema.parse({
    ...blankGgSheet('npc', 'orc', 'Orc Raider'),
    level: 2,
    traits: { PHY: 3, AGI: 3, END: 3, KNO: -1, INT: 0, DET: 1 },
    hpMax: 30,
    tags: ['orc', 'raider'],
    actions: [
      {
        id: 'axe',
        name: 'Greataxe',
        ap: 2,
        damage: '1d12',
        damageTypes: ['slashing'],
        properties: ['twoHanded'],
      },
    ],
  })
}

export function ggAria(): GgPc {
  return GgPcSchema.parse({
    ...blankGgSheet('pc', 'aria', 'Aria'),
    player: 'Sam',
    traits: { PHY: 1, AGI: 2, END: 1, KNO: 0, INT: 2, DET: 0 },
    hpMax: 24,
  })
}

export function ggCampaign(): Campaign {
  const c = demoCampaign()
  const map = c.activeMapId as string
  return {
    ...c,
    rulesetId: 'gg',
    tableOptions: {},
    npcs: { orc: ggOrc() },
    pcs: { aria: ggAria() },
    tokens: {
      'tok-orc': {
        id: 'tok-orc',
        mapId: map,
        name: 'Orc Raider',
        kind: 'npc',
        hex: { q: 3, r: 3 },
        size: 'medium',
        color: '#c24a2c',
        gmOnly: true,
        npcId: 'orc',
      },
      'tok-aria': {
        id: 'tok-aria',
        mapId: map,
        name: 'Aria',
        kind: 'pc',
        hex: { q: 4, r: 3 },
        size: 'medium',
        color: '#2f6fdb',
        gmOnly: false,
        pcId: 'aria',
      },
    },
  } as Campaign
}

export const ggStore = () => storeWith(ggCampaign())
