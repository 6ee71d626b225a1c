/**
 * What a Blue Box turn boundary asks, at its edges: whose "save ends" timer gives the DC, where
 * Dangerous terrain is looked for, Unmasked's six hours, and prompt data as the checklist keeps it.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { footprintHexes, hexKey } from '../../../../shared/geometry/hex'
import type { Campaign, Combat } from '../../../../shared/model'
import { RollRefused, type TurnContext } from '../../../../shared/rules'
import { promptOf } from '../../../../shared/rules/bluebox/adapter/ruleset-turn-prompts'
import { blueboxDemo, combat, demo, inFight, state } from './combat-fixture'

const unseen: TurnContext = { round: 2, inEnemySight: false }
const asked = (c: Campaign, tokenId: string, at: 'start' | 'end', context?: TurnContext) =>
  combat.prompts!(c, tokenId, at, context).map((p) => `${p.source}: ${p.text}`)

/** Dangerous terrain at `key`: a DEX DC 7 save, of `damageType` ('' for plain damage). */
function dangerousAt(c: Campaign, key: string, damageType = '') {
  const map = c.maps['causeway']!
  const dangerous = { stat: 'DEX', dc: 7, damageType }
  map.terrain = { ...map.terrain, [key]: { kind: 'dangerous', dangerous } }
  return c
}

describe('the DC a "save ends" timer gives Poisoned (L978: a FOR save at the end of each turn)', () => {
  type Timer = Combat['timers'][number]
  const saveTimer = (tokenId: string, condition: string, dc: number): Timer => ({
    id: `t-${tokenId}-${condition}`,
    tokenId,
    condition,
    until: { kind: 'save', at: 'end', save: 'FOR', dc },
    round: 1,
  })
  const poisonedVaka = (timers: Timer[]) =>
    inFight(demo({ 'pc-vaka': state(['poisoned']), 'pc-orin': state(['poisoned']) }), timers)

  it.each<[string, Timer[], string]>([
    [
      "another token's timer",
      [saveTimer('pc-orin', 'poisoned', 8)],
      'FOR save (the GM sets the DC)',
    ],
    [
      'a timer on another condition',
      [saveTimer('pc-vaka', 'prone', 8)],
      'FOR save (the GM sets the DC)',
    ],
    [
      'its own save timer after a turn timer',
      [
        {
          id: 't-turn',
          tokenId: 'pc-vaka',
          condition: 'poisoned',
          until: { kind: 'turn', at: 'end', of: 'pc-vaka', count: 1 },
          round: 1,
        },
        saveTimer('pc-vaka', 'poisoned', 9),
      ],
      'FOR save DC 9; a success ends it',
    ],
  ])('%s', (_what, timers, text) => {
    expect(asked(poisonedVaka(timers), 'pc-vaka', 'end', unseen)).toEqual([`Poisoned: ${text}`])
  })

  it('a timer naming Dangerous terrain ends nothing: the terrain is no condition', () => {
    const c = inFight(dangerousAt(demo(), '1,5'), [saveTimer('pc-vaka', 'dangerous-terrain', 9)])
    const [p] = combat.prompts!(c, 'pc-vaka', 'start', unseen)
    expect(p!.text).toBe('DEX save DC 7')
    expect(p!.data).toMatchObject({ onSuccess: [] })
  })
})

describe('Dangerous terrain under the token (L611: "every time they begin their turn within it")', () => {
  it("its save's failure is a d4 of the terrain's damage type", () => {
    const c = dangerousAt(demo(), '1,5', 'fire')
    const [p] = combat.prompts!(c, 'pc-vaka', 'start', unseen)
    expect(p!.data).toEqual({
      kind: 'save',
      source: 'dangerous-terrain',
      stat: 'DEX',
      dc: 7,
      onFail: [{ kind: 'damage', dice: { count: 1, die: 4 }, pure: false, damageType: 'fire' }],
      onSuccess: [],
    })
  })

  it('a Large token turned: the hexes it covers as it faces now', () => {
    const c = demo()
    const t = c.tokens['npc-sentinel']!
    const keys = (f: number) => footprintHexes(t.hex, t.size, f).map(hexKey)
    const facing = [1, 2, 3, 4, 5].find((f) => keys(f).some((k) => !keys(0).includes(k)))!
    t.facing = facing
    dangerousAt(
      c,
      keys(facing).find((k) => !keys(0).includes(k))!,
    )
    expect(asked(c, 'npc-sentinel', 'start', unseen)).toEqual(['Dangerous terrain: DEX save DC 7'])
  })

  it('a token on a map the campaign does not hold asks nothing of terrain', () => {
    const c = demo({ 'pc-vaka': state(['unmasked']) })
    c.tokens['pc-vaka']!.mapId = 'nowhere'
    expect(asked(c, 'pc-vaka', 'start', unseen)).toEqual(['Unmasked: SPI save DC 6'])
  })
})

describe("Unmasked's six hours (L207)", () => {
  const unmasked = () => demo({ 'pc-orin': state(['unmasked'], 16, { since: { unmasked: 0 } }) })
  const SIX_HOURS = 6 * 3600

  it('past six hours: a d4 of Pure damage that nothing reduces, each turn start', () => {
    const prompts = combat.prompts!(unmasked(), 'pc-orin', 'start', {
      ...unseen,
      clockSeconds: SIX_HOURS + 6,
    })
    const p = prompts.find((x) => x.text === '1d4 Pure damage')
    expect(p).toMatchObject({ source: 'Unmasked' })
    expect(p!.data).toEqual({
      kind: 'damage',
      source: 'unmasked',
      dice: { count: 1, die: 4 },
      pure: true,
      irreducible: true,
    })
  })

  it('with no campaign time given, only the SPI save', () => {
    expect(asked(unmasked(), 'pc-orin', 'start')).toEqual(['Unmasked: SPI save DC 6'])
  })
})

describe('Exhaustion 7 (L882: Unconscious for 2d4 hours)', () => {
  const seventh = (instance?: object) => {
    const c = demo(instance ? { 'pc-vaka': instance } : {})
    c.pcs['vaka']!['exhaustion'] = 7
    return c
  }

  it('asks at the start of the turn only', () => {
    expect(asked(seventh(state([])), 'pc-vaka', 'end', unseen)).toEqual([])
  })

  it('a token with no state to mark asleep is not asked', () => {
    expect(asked(seventh(), 'pc-vaka', 'start', unseen)).toEqual([])
  })
})

describe('promptOf, the checklist item for one effect', () => {
  it('damage that is not Pure says so by leaving the word out', () => {
    const e = {
      kind: 'damage',
      source: 'bleeding',
      dice: { count: 2, die: 4 },
      pure: false,
    } as const
    expect(promptOf(e, blueboxDemo(), 'pc-vaka')).toMatchObject({
      source: 'Bleeding',
      text: '2d4 damage',
    })
  })

  it('a save keeps what its success brings (Pinned, L972: a success ends it)', () => {
    const onSuccess = [{ kind: 'remove-condition', condition: 'pinned' }] as const
    const e = {
      kind: 'save',
      source: 'pinned',
      stat: 'FOR',
      dc: 7,
      autoFail: false,
      modifiers: [],
      onFail: [],
      onSuccess,
    } as const
    expect(promptOf(e, blueboxDemo(), 'pc-vaka')!.data).toMatchObject({
      onSuccess: [{ kind: 'remove-condition', condition: 'pinned' }],
    })
  })

  it('an effect no checklist item stands for: none', () => {
    const e = { kind: 'exhaustion', source: 'poisoned', levels: 1 } as const
    expect(promptOf(e, blueboxDemo(), 'pc-vaka')).toBeNull()
  })
})

describe('what prompt data a resolve accepts', () => {
  const poisonedSave = (levels: number) => ({
    kind: 'save',
    source: 'poisoned',
    stat: 'FOR',
    dc: 20,
    onFail: [{ kind: 'exhaustion', levels }],
    onSuccess: [],
  })

  it('a failure bringing 2 levels of Exhaustion at once', () => {
    // d12 2 + FOR 1 = 3 < DC 20: Vaka's sheet 0 → 2.
    const r = combat.resolvePrompt!(
      demo({ 'pc-vaka': state(['poisoned']) }),
      'pc-vaka',
      poisonedSave(2),
      scriptedDice({ 12: [2] }),
    )
    expect(r.outcome.detail).toContain('Vaka takes 2 levels of Exhaustion (0 → 2)')
  })

  it('no level of Exhaustion at all is not a thing to roll', () => {
    const run = () => combat.resolvePrompt!(demo(), 'pc-vaka', poisonedSave(0), scriptedDice({}))
    expect(run).toThrow(RollRefused)
  })
})
