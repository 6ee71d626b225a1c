import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { resolveZzRoll } from './rolls-fixture'
import { hero, inst, thurigInFight, withInst, zzCampaign } from './rolls-fixture'

// Thurig (a Hero, 10 HP) stands on 5,6; Mondo (a monster) on 5,5 (rolls-fixture.ts).
const exitReq = (tokenId = 'thurig') => ({ kind: 'exit', tokenId })
const leave = (c: Campaign, tokenId = 'thurig') =>
  resolveZzRoll(exitReq(tokenId), c, scriptedDice({}))
const stairs = (over: Record<string, unknown> = {}) => ({
  exits: { '5,6': { name: 'Stairs up', kind: 'stairs' }, ...over },
})

describe('ZZ-21 a Hero leaves by an exit (seed 003 L162: "remove their figurine from play, and give their turn")', () => {
  it('the whole record: the named exit, an extra full turn by default (ZZ-Q38), the state kept on the sheet', () => {
    // Thurig has lost 3 of his 10 HP: the sheet keeps 7.
    const c = withInst(zzCampaign({ map: stairs() }), 'thurig', { hp: 7 })
    const r = leave(c)
    expect(r.outcome).toEqual({
      who: 'Thurig',
      what: 'Leave by the Stairs up',
      total: null,
      outcome: 'leaves the map',
      detail:
        'Thurig leaves by the Stairs up; another Hero of its choosing may take an extra full turn. ' +
        "Thurig's sheet keeps its 7 HP, Mind Points, statuses and gear for the next map.",
      public: { what: 'Leave by the Stairs up', total: null, outcome: 'leaves the map' },
    })
    expect(r.label).toBe('Thurig: Leave by the Stairs up')
    expect(r.actor).toBe('thurig')
    // ZZ-40: the attack log names the foes of this fight only, so it is not carried off.
    const kept = { ...inst(c, 'thurig'), attackedBy: [] }
    expect(r.changes).toEqual([
      {
        kind: 'sheet',
        sheetKind: 'pc',
        id: 'thurig',
        record: { ...c.pcs.thurig, offBoard: kept },
      },
      { kind: 'dismiss', tokenId: 'thurig' },
    ])
  })

  it('ZZ-Q38 remainingAP: the other Hero takes the AP the leaver had left (2 of 3 here)', () => {
    // In the fight Thurig has spent 1 of his 3 AP (ZZ-01): 3 − 1 = 2 left to give.
    const c = thurigInFight(
      zzCampaign({ map: stairs(), options: { exitGiveTurn: 'remainingAP' } }),
      { ap: 2, move: 5 },
      { ap: 3, move: 5 },
    )
    const r = leave(c)
    expect(r.outcome.detail).toMatch(
      /^Thurig leaves by the Stairs up; another Hero of its choosing may take the 2 AP it had left\./,
    )
  })

  it('a Hero figure linked to a monster stat block leaves, but no Hero sheet keeps anything', () => {
    // The token is a Hero (kind pc) yet reads the goblin's stat block; its pcId names Thurig's
    // sheet, which is not this figure's, so nothing may be written onto it.
    const odd = hero('odd', 'Odd', 5, 6, { npcId: 'goblin' })
    const c = zzCampaign({ map: stairs(), extra: [odd], thurig: { hex: { q: 1, r: 1 } } })
    const r = leave(c, 'odd')
    expect(r.changes).toEqual([{ kind: 'dismiss', tokenId: 'odd' }])
    expect(r.outcome.detail).toBe(
      'Odd leaves by the Stairs up; another Hero of its choosing may take an extra full turn.',
    )
  })

  it('refuses a monster and a Hero off the exit, in words', () => {
    const onStairs = zzCampaign({ map: stairs(), mondo: { hex: { q: 5, r: 6 } } })
    expect(() => leave(onStairs, 'mondo')).toThrow(
      'Mondo is not a Hero; only Heroes leave by an exit.',
    )
    const elsewhere = zzCampaign({ map: { exits: { '0,0': { name: 'Door', kind: 'door' } } } })
    expect(() => leave(elsewhere)).toThrow('Thurig is not on an exit.')
  })
})
