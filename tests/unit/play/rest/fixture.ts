/** The demo campaign (Blue Box) as the rest planner's tests start from: Vaka, Orin and Mira hurt. */
import type { Campaign } from '../../../../shared/model'
import { demo, state } from '../../rules/bluebox/combat-fixture'

export const PARTY = ['pc-vaka', 'pc-orin', 'pc-mira'] as const

/** The demo with the three PCs at 5 HP, 2 THP, Orin out of EP and Vaka at Exhaustion 5. */
export function hurtParty(): Campaign {
  const c = demo({
    'pc-vaka': state([], 5, { thp: 2 }),
    'pc-orin': state([], 5),
    'pc-mira': state([], 5),
  })
  c.pcs.vaka = { ...c.pcs.vaka!, exhaustion: 5 }
  c.pcs.orin = { ...c.pcs.orin!, epCurrent: 0 }
  c.clock = { day: 3, hour: 20 }
  return c
}
