/**
 * A fight breaking into a Blue Box rest, through the planner and the tracker with scripted dice:
 * the camp alarm's Edge goes to the resting party's side only, Keep watch's to whoever kept watch
 * (by shift only with the table option), and the interrupted rest ends on the clock where the fight
 * broke in. The demo rest starts at 20:00 on day 3 (fixture); Vaka has DEX 2 and a d4 Edge die,
 * the Rust Sentinel DEX −1.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { startCombat } from '../../../../shared/play/combat'
import {
  callRest,
  interruptRest,
  makeCamp,
  resolveRest,
  setCamp,
  setSlot,
  setWatch,
} from '../../../../shared/play/rest'
import { hurtParty, PARTY } from './fixture'

const wild = (c: Campaign = hurtParty()) =>
  callRest(c, { kind: 'long', members: [...PARTY], hours: 8, wilderness: true })

/** Camp made (Vaka's natural 12 buys one bonus; Orin and Mira fail on 1s) with the alarm chosen. */
function alarmed(): Campaign {
  const camped = makeCamp(wild(), scriptedDice({ 12: [12, 1, 1] })).campaign
  return setCamp(camped, ['alarm'])
}

/** Vaka (party) against the Rust Sentinel (enemies), the sides the alarm warns given. */
function fight(c: Campaign, alarm: string[], keptWatch: string[] = []) {
  return startCombat(
    c,
    {
      mapId: 'causeway',
      entries: [
        { tokenId: 'pc-vaka', side: 'party', hidden: false },
        { tokenId: 'npc-sentinel', side: 'enemies', hidden: false },
      ],
      coordinated: [],
      ...(alarm.length ? { campAlarm: alarm } : {}),
      ...(keptWatch.length ? { keptWatch } : {}),
    },
    // d12 7 for each; one d4 Edge die, 3, for Vaka only.
    scriptedDice({ 12: [7, 7], 4: [3] }),
    'f1',
  )
}

describe('L724 camp alarm: "the party adds an additional (+1) Edge to their Initiative rolls"', () => {
  it('the ambush names the party, whose side alone gets the Edge; the attackers roll plain', () => {
    const r = interruptRest(alarmed(), { hour: 2 })
    expect(r.ambush.campAlarm).toBe(true)
    expect(r.ambush.party).toEqual(['pc-vaka', 'pc-orin', 'pc-mira'])
    const order = fight(r.campaign, ['party']).campaign.combat!.order
    // Vaka: d12 7 + DEX 2 + Edge 3 = 12. Sentinel: d12 7 − DEX 1 = 6, no Edge die drawn.
    expect(order.map((o) => [o.tokenId, o.initiative])).toEqual([
      ['pc-vaka', 12],
      ['npc-sentinel', 6],
    ])
    expect(order[1]!.initiativeDetail).not.toMatch(/Camp alarm/)
  })
})

describe('L701 Keep watch: the Edge goes to whoever kept watch', () => {
  const watched = () => {
    let c = setSlot(wild(), { memberId: 'pc-vaka', index: 0, slot: { activity: 'keep-watch' } })
    c = setWatch(c, [{ memberId: 'pc-vaka', from: 0, to: 2 }])
    return c
  }

  it('attacked at 01:00 (hour 5), off her 20:00-22:00 shift, Vaka still rolls with the Edge', () => {
    const r = interruptRest(watched(), { hour: 5 })
    expect(r.ambush.keptWatch).toEqual(['pc-vaka'])
    const order = fight(r.campaign, [], r.ambush.keptWatch).campaign.combat!.order
    expect(order.find((o) => o.tokenId === 'pc-vaka')!.initiative).toBe(12)
  })

  it('with the table counting the watch by shift, off her shift she gets none', () => {
    const c = watched()
    c.tableOptions = { ...c.tableOptions, watchByShift: true }
    expect(interruptRest(c, { hour: 5 }).ambush.keptWatch).toEqual([])
    expect(interruptRest(c, { hour: 1 }).ambush.keptWatch).toEqual(['pc-vaka'])
  })

  it("the rest's results write her shift as the board does, in clock times", () => {
    const done = resolveRest(watched(), scriptedDice({}))
    const line = done.outcomes.find((o) => o.what === 'Keep watch')!
    expect(line.detail).toBe('on watch 20:00-22:00')
  })
})

describe('an interrupted rest on the clock', () => {
  it('ends where the fight broke in (hour 3: 23:00), not at its planned end', () => {
    const c = interruptRest(wild(), { hour: 3 }).campaign
    const done = resolveRest(c, scriptedDice({})).campaign
    expect(done.clock).toEqual({ day: 3, hour: 23 })
    expect(done.restLog!.at(-1)!.end).toEqual({ day: 3, hour: 23 })
  })

  it('a rest not interrupted still runs its 8 hours: 04:00 on day 4', () => {
    const done = resolveRest(wild(), scriptedDice({})).campaign
    expect(done.clock).toEqual({ day: 4, hour: 4 })
  })
})
