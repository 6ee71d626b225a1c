/**
 * BW speed: one explosion caught by 300 units on a gridless battlefield, through the adapter's
 * resolve path (the request checked, every unit's bands, one roll, damage against each Armor,
 * knockback against the obstacles), as the GM's one click would run it in main.
 */
import { seededDice } from '../../shared/dice'
import { newCampaign, type Campaign } from '../../shared/model'
import { rulesetById } from '../../shared/rules'
import { blankBwState } from '../../shared/rules/bw/engine/model'
import { percentile, timeMs, type Figure } from './harness'

const TROOPER = {
  id: 'trooper',
  name: 'Trooper',
  type: 'minifig',
  living: true,
  skillDie: 6,
  moveIn: 5,
  armor: 'd6',
  power: 1,
  areaDots: 4,
  flammable: false,
  base: { shape: 'round', diameterIn: 1 },
  weapons: [],
}

/** 300 troopers 1½" apart in a 30 x 10 block around (36", 24"), and a few walls among them. */
function battlefield(): Campaign {
  const c = newCampaign({ id: 'bench', name: 'Bench', rulesetId: 'bw', board: 'gridless' })
  c.npcs.trooper = TROOPER as unknown as Campaign['npcs'][string]
  for (let i = 0; i < 300; i++) {
    const x = 14 + (i % 30) * 1.5
    const y = 17 + Math.floor(i / 30) * 1.5
    c.tokens[`u${i}`] = {
      id: `u${i}`,
      mapId: 'map-1',
      name: `Trooper ${i + 1}`,
      kind: 'npc',
      hex: { q: x * 2, r: y * 2 },
      size: 'medium',
      color: '#888888',
      gmOnly: false,
      npcId: 'trooper',
      instance: blankBwState() as unknown as Record<string, unknown>,
    }
  }
  const map = c.maps['map-1']!
  if (map.kind === 'gridless') {
    map.obstacles = {}
    for (let k = 0; k < 8; k++) {
      const x = 10 + k * 7
      map.obstacles[`w${k}`] = {
        id: `w${k}`,
        name: `Wall ${k + 1}`,
        kind: 'wall',
        heightBrix: 4,
        points: [
          { x, y: 10 },
          { x: x + 0.5, y: 10 },
          { x: x + 0.5, y: 40 },
          { x, y: 40 },
        ],
      }
    }
  }
  return c
}

export function run(): Figure[] {
  const bw = rulesetById('bw')!
  const c = battlefield()
  const dice = seededDice('bw-bench')
  // 20d10 reaches 40": every unit on the board is caught.
  const request = { kind: 'explosion', at: { x: 36, y: 24 }, damage: '20d10' }
  let caught = 0
  // Each run on a fresh copy: no sheet or state has been read before (the worst case).
  const once = (campaign: Campaign) => () => {
    caught = bw.rolls.resolve(request, campaign, dice).changes.length
  }
  for (let i = 0; i < 20; i++) once(structuredClone(c))()
  const samples: number[] = []
  for (let i = 0; i < 100; i++) samples.push(timeMs(once(structuredClone(c))))
  if (caught < 300) throw new Error(`bench: the blast caught only ${caught} changes`)
  return [{ bench: 'bw.explosion.300', value: percentile(samples, 50), unit: 'ms', goal: 5 }]
}
