import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import BwExplosion from '../../../renderer/src/rules/bw/panel/BwExplosion.vue'
import BwFire from '../../../renderer/src/rules/bw/panel/BwFire.vue'
import { useGridlessOverlayStore } from '../../../renderer/src/stores/gridless-overlay'
import { useToolStore } from '../../../renderer/src/stores/tools'
import { fireRings } from '../../../renderer/src/rules/bw/blast'
import { bwCampaign, unit } from './bw-campaign'
import { storeWith } from './library-support'

/** Units on 1" bases east of the blast point (10, 10): nearest points 0", 3", 6" and 7" away. */
const UNITS = [unit('t1', 10, 10), unit('t2', 13.5, 10), unit('t3', 16.5, 10), unit('t4', 17.5, 10)]

async function setup(dice: string, tableOptions: Record<string, unknown> = {}) {
  const session = storeWith(bwCampaign(UNITS, { tableOptions }))
  const ask = vi.spyOn(session, 'ask').mockResolvedValue({
    id: 2,
    at: '',
    who: 'GM',
    what: 'Explosion',
    faces: [],
    total: null,
    outcome: '2 caught',
    detail:
      'rolled 7, 3, 9; Trooper 1 at 0": 9 + 7 + 3 = 19 vs Armor 4: destroyed; Trooper 2 at 3": 9 + 7 = 16 vs Armor 6: holds, knocked back 2", Prone',
  } as never)
  const w = mount(BwExplosion, { props: { selectedId: 't1' } })
  await w.get('button[aria-expanded]').trigger('click')
  await w
    .findAll('button')
    .find((b) => b.text() === 'At the selected unit')!
    .trigger('click')
  await w.get('input[aria-label="Explosion dice"]').setValue(dice)
  const rows = () => w.findAll('[data-role="blast-row"]').map((e) => e.text())
  return { w, ask, rows }
}

describe('BW explosion preview (BW-31, BW-Q13)', () => {
  it('opened at the foot of the side column, the form scrolls itself into view', async () => {
    const scroll = vi.fn()
    Element.prototype.scrollIntoView = scroll
    try {
      await setup('2d10')
      expect(scroll).toHaveBeenCalledWith({ block: 'nearest' })
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView
    }
  })

  it.each([
    [
      'largest (default)',
      {},
      '3d10',
      ['Trooper 1 — 0" — 3d10', 'Trooper 2 — 3" — 2d10', 'Trooper 3 — 6" — 1d10'],
    ],
    [
      'largest (default)',
      {},
      '2d10+1d6',
      ['Trooper 1 — 0" — 2d10+1d6', 'Trooper 2 — 3" — 1d10+1d6', 'Trooper 3 — 6" — 1d6'],
    ],
    [
      'smallest',
      { dropOrder: 'smallest' },
      '2d10+1d6',
      ['Trooper 1 — 0" — 2d10+1d6', 'Trooper 2 — 3" — 2d10', 'Trooper 3 — 6" — 1d10'],
    ],
  ])(
    'BW-31 drop order %s: %s lists each unit with the dice of its band',
    async (_n, o, dice, want) => {
      const { rows } = await setup(dice, o)
      expect(rows()).toEqual(want)
      // Rings every 2" out to the blast's reach, drawn before rolling.
      expect(useGridlessOverlayStore().byOwner['bw-explosion']).toEqual({
        kind: 'rings',
        centre: { x: 10, y: 10 },
        rings: [
          { radius: 2, label: 'full' },
          { radius: 4, label: '−1 die' },
          { radius: 6, label: '−2 dice' },
        ],
      })
    },
  )

  it('a destroyed unit is left out, as main leaves it out', async () => {
    const session = storeWith(
      bwCampaign([unit('t1', 10, 10), unit('t2', 13.5, 10, { destroyed: true })]),
    )
    vi.spyOn(session, 'ask').mockResolvedValue(null)
    const w = mount(BwExplosion, { props: { selectedId: 't1' } })
    await w.get('button[aria-expanded]').trigger('click')
    await w
      .findAll('button')
      .find((b) => b.text() === 'At the selected unit')!
      .trigger('click')
    expect(w.findAll('[data-role="blast-row"]').map((e) => e.text())).toEqual([
      'Trooper 1 — 0" — 2d10',
    ])
  })

  it('BW-30 dice that are no dice are named, and nothing is listed', async () => {
    const { w, rows } = await setup('lots')
    expect(w.get('[role="alert"]').text()).toBe('"lots" is not dice like d6, 1d6+1 or 7')
    expect(rows()).toEqual([])
  })

  it('a click on the board while picking sets the centre (lattice half inches)', async () => {
    const { w, rows } = await setup('1d10')
    // The map's click goes to whichever mode is on top (stores/tools); none is waiting yet.
    expect(useToolStore().mapClick({ q: 40, r: 40 }, null)).toBe(false)
    await w
      .findAll('button')
      .find((b) => b.text() === 'Pick a point')!
      .trigger('click')
    expect(useToolStore().mapClick({ q: 33, r: 20 }, null)).toBe(true)
    await flushPromises()
    // (16.5, 10) is Trooper 3's centre; Trooper 4 is ½" away, Trooper 2 2½" (beyond 2").
    expect(rows()).toEqual(['Trooper 3 — 0" — 1d10', 'Trooper 4 — ½" — 1d10'])
  })

  it('BW-Q17 an incendiary blast says so to main', async () => {
    const { w, ask } = await setup('1d10')
    await w.get('[data-role="blast-incendiary"]').setValue(true)
    await w
      .findAll('button')
      .find((b) => b.text() === 'Roll explosion')!
      .trigger('click')
    await flushPromises()
    expect(ask.mock.calls[0]?.[1]).toMatchObject({ kind: 'explosion', incendiary: true })
  })

  it('Roll sends the explosion at the point and shows what main resolved', async () => {
    const { w, ask } = await setup('3d10')
    await w
      .findAll('button')
      .find((b) => b.text() === 'Roll explosion')!
      .trigger('click')
    await flushPromises()
    expect(ask).toHaveBeenCalledWith('roll:check', {
      kind: 'explosion',
      at: { x: 10, y: 10 },
      damage: '3d10',
      incendiary: false,
    })
    expect(w.findAll('[data-role="blast-result"]').map((e) => e.text())).toEqual([
      'rolled 7, 3, 9',
      'Trooper 1 at 0": 9 + 7 + 3 = 19 vs Armor 4: destroyed',
      'Trooper 2 at 3": 9 + 7 = 16 vs Armor 6: holds, knocked back 2", Prone',
    ])
  })
})

describe('BW fire bands (BW-35)', () => {
  it('BW-35 a burning unit lists the units in its bands with the fire dice each takes', () => {
    const burning = unit('t1', 10, 10, { burnLevel: 3 })
    const c = bwCampaign([burning, unit('t2', 11, 10), unit('t3', 12.5, 10), unit('t4', 15, 10)])
    ;(c.npcs.trooper as unknown as { flammable: boolean }).flammable = true
    storeWith(c)
    const w = mount(BwFire, { props: { tokenId: 't1' } })
    expect(w.findAll('[data-role="fire-row"]').map((e) => e.text())).toEqual([
      'Trooper 2 — in contact — 3d6',
      'Trooper 3 — 1½" — 1d6',
    ])
    expect(useGridlessOverlayStore().byOwner['bw-fire']).toMatchObject({
      kind: 'rings',
      centre: { x: 10, y: 10 },
      base: { shape: 'round', diameter: 1 },
      rings: [
        { radius: 0, label: 'contact' },
        { radius: 1, label: '−1 die' },
        { radius: 2, label: '−2 dice' },
      ],
    })
  })
})

describe('BW fire band edges (BW-35, BW-Q21)', () => {
  it.each([
    [
      'ceil',
      [
        { radius: 0, lost: 0 },
        { radius: 1, lost: 1 },
        { radius: 2, lost: 2 },
      ],
    ],
    [
      'floor',
      [
        { radius: 1, lost: 0 },
        { radius: 2, lost: 1 },
        { radius: 3, lost: 2 },
      ],
    ],
  ] as const)('BW-Q21 %s: Burn Level 3 draws its band edges', (mode, want) => {
    expect(fireRings(3, mode)).toEqual(want)
  })
})
