import { describe, expect, it } from 'vitest'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { RollRefused } from '../../../../shared/rules'
import {
  refused,
  sameBoard,
  spaces,
  zzActorOf,
  zzBoardOf,
  zzLedgerOf,
  zzNearest,
  zzWeaponOf,
} from '../../../../shared/rules/zz/adapter/ruleset-rolls-lookup'
import { zzOptionsOf } from '../../../../shared/rules/zz/engine/options'
import { goblin, hero, THURIG_SHEET, thurigInFight, withInst, zzCampaign } from './rolls-fixture'

// Thurig (a Hero, MOVE 5 by the sheet's default, 2 Mind Points) on 5,6; Mondo on 5,5.
const ledger = (c: Campaign) => zzLedgerOf(c, zzActorOf(c, 'thurig'))

describe('what a roll looks up, refused in words a GM reads', () => {
  it('a token by its id, standing on its square; an unknown id is refused', () => {
    const c = zzCampaign()
    const a = zzActorOf(c, 'thurig')
    expect([a.token.id, a.figure.name, a.at]).toEqual(['thurig', 'Thurig', { x: 5, y: 6 }])
    expect(() => zzActorOf(c, 'nobody')).toThrow(
      'There is no figure with the id "nobody" on any map.',
    )
  })

  it('a weapon of the sheet by id; "unarmed" is none; another id is refused', () => {
    const a = zzActorOf(zzCampaign(), 'thurig')
    expect(zzWeaponOf(a, 'unarmed')).toBeNull()
    expect(zzWeaponOf(a, 'spear')?.name).toBe('Spear')
    expect(zzWeaponOf(a, 'bow')?.name).toBe('Shortbow')
    expect(() => zzWeaponOf(a, 'axe')).toThrow('Thurig has no weapon "axe" on its sheet.')
  })

  it('two figures on one board share it; on two maps they are refused', () => {
    const c = zzCampaign()
    expect(sameBoard(c, c.tokens.thurig!, c.tokens.mondo!).id).toBe('m')
    const apart = zzCampaign({ mondo: { mapId: 'elsewhere' } })
    expect(() => sameBoard(apart, apart.tokens.thurig!, apart.tokens.mondo!)).toThrow(
      'Mondo is not on the same map as Thurig.',
    )
  })

  it('a table option the engine does not know is a refusal, not a crash', () => {
    const c = zzCampaign({ options: { metric: 'hexagonal' } })
    expect(() => zzOptionsOf(c)).toThrow(RollRefused)
    expect(() => zzOptionsOf(c)).toThrow(/metric/)
  })

  it('a figure linked to nothing has no stat block', () => {
    const c = zzCampaign({ extra: [hero('odd', 'Odd', 1, 1, { pcId: undefined })] })
    expect(() => zzActorOf(c, 'odd')).toThrow(
      'Odd has no stat block. Link it to a monster or Hero from the library first.',
    )
  })

  it('a link is read as an id of the campaign’s own sheets, never an inherited name', () => {
    // 'constructor' is on every object's prototype but names no monster here.
    const c = zzCampaign({ extra: [goblin('odd', 'Odd', 1, 1, { npcId: 'constructor' })] })
    expect(() => zzActorOf(c, 'odd')).toThrow('Odd has no stat block.')
    // A Hero sheet whose id is the word "undefined" is not the sheet of a figure linked to none.
    const base = zzCampaign({ extra: [hero('odd', 'Odd', 1, 1, { pcId: undefined })] })
    const withOdd = { ...base, pcs: { ...base.pcs, undefined: THURIG_SHEET } } as Campaign
    expect(() => zzActorOf(withOdd, 'odd')).toThrow('Odd has no stat block.')
  })

  it('a figure on no map, or on a hex map, has no ZZ board', () => {
    const lost = zzCampaign({ thurig: { mapId: 'nowhere' } })
    expect(() => zzBoardOf(lost, lost.tokens.thurig!)).toThrow('Thurig is on no map.')
    const c = zzCampaign()
    expect(zzBoardOf(c, c.tokens.thurig!).name).toBe('Crypt')
    const hex = zzCampaign({ map: { kind: 'hex', orientation: 'pointy' } })
    expect(() => zzBoardOf(hex, hex.tokens.thurig!)).toThrow(
      'Thurig is on a hex map; ZZ plays on square boards.',
    )
  })
})

describe('ZZ-01..04 the turn a roll is paid from', () => {
  it('outside a fight: a full turn, 3 AP and MOVE 5, nothing spent, nothing taken', () => {
    expect(ledger(zzCampaign())).toEqual({
      name: 'Thurig',
      ap: 3,
      apSpent: 0,
      move: 5,
      moveUsed: 0,
      mind: 2,
      running: false,
      down: false,
      moveCap: null,
      converted: 0,
      taken: {},
      talkRefusedBy: [],
    })
  })

  it('in a running fight: what the tracker has left, and whether Thurig ran this turn', () => {
    const c = thurigInFight(zzCampaign(), { ap: 1, move: 2 }, { ap: 3, move: 5 })
    expect(ledger(c)).toMatchObject({ ap: 1, move: 2, running: false })
    const ran = {
      ...c,
      combat: { ...c.combat!, order: c.combat!.order.map((r) => ({ ...r, flags: ['running'] })) },
    } as Campaign
    expect(ledger(ran).running).toBe(true)
  })

  it('reads Thurig’s own row of the tracker, wherever it stands in the order', () => {
    const c = thurigInFight(zzCampaign(), { ap: 1, move: 2 }, { ap: 3, move: 5 })
    const row = c.combat!.order[0]!
    const mondoFirst = {
      ...c,
      combat: {
        ...c.combat!,
        order: [
          { ...row, id: 'mondo', tokenId: 'mondo', name: 'Mondo', left: { ap: 0, move: 0 } },
          row,
        ],
      },
    } as Campaign
    expect(ledger(mondoFirst)).toMatchObject({ ap: 1, move: 2 })
  })

  it('a fight still rolling initiative charges nothing yet: a full turn', () => {
    const c = thurigInFight(zzCampaign(), { ap: 1, move: 2 }, { ap: 3, move: 5 })
    const rolling = { ...c, combat: { ...c.combat!, phase: 'initiative' } } as Campaign
    expect(ledger(rolling)).toMatchObject({ ap: 3, move: 5 })
  })

  it('ZZ-22 a Down figure’s turn knows it is Down', () => {
    expect(ledger(withInst(zzCampaign(), 'thurig', { statuses: ['down'] })).down).toBe(true)
  })
})

describe('refused: an engine rule’s error as a refusal', () => {
  it('a refusal passes through as it is; an Error becomes one with its words; anything else is thrown on', () => {
    const no = new RollRefused('No.')
    let caught: unknown
    try {
      refused(() => {
        throw no
      })
    } catch (err) {
      caught = err
    }
    expect(caught).toBe(no)
    expect(() =>
      refused(() => {
        throw new Error('Thurig is not on an exit.')
      }),
    ).toThrow(new RollRefused('Thurig is not on an exit.'))
    expect(() =>
      refused(() => {
        throw new Error('x')
      }),
    ).toThrow(RollRefused)
    expect(() =>
      refused(() => {
        throw 'a string'
      }),
    ).toThrow('a string')
  })
})

describe('spaces between two squares by the table’s metric (ZZ-Q10, F-ZZ-5)', () => {
  it('from 4,6 to 1,2: Manhattan 3 + 4 = 7, king’s moves max(3, 4) = 4', () => {
    const a = { x: 4, y: 6 }
    const b = { x: 1, y: 2 }
    expect(spaces(a, b, { metric: 'manhattan' })).toBe(7)
    expect(spaces(b, a, { metric: 'manhattan' })).toBe(7)
    expect(spaces(a, b, { metric: 'chebyshev' })).toBe(4)
    // The default table reads Manhattan.
    expect(spaces(a, b, zzOptionsOf(zzCampaign()))).toBe(7)
  })
})

describe('zzNearest: the nearest squares of two footprints (ZZ-Q10)', () => {
  it('of two pairs equally near, the first in row order is kept', () => {
    // A Large figure on 0,0 covers 0,0 1,0 0,1 1,1 (row by row). To 3,0 by king's moves: from
    // 1,0 max(2, 0) = 2 and from 1,1 max(2, 1) = 2, a tie; 1,0 comes first, so the pair stays.
    const a = { token: { size: 'large' } as never, at: { x: 0, y: 0 } }
    const b = { token: { size: 'medium' } as never, at: { x: 3, y: 0 } }
    expect(zzNearest(a, b, { metric: 'chebyshev' })).toEqual({
      from: { x: 1, y: 0 },
      to: { x: 3, y: 0 },
      spaces: 2,
    })
  })
})
