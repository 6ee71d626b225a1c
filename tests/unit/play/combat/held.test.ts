/**
 * Held actions (seed 000 L530: "Spend the desired action's AP cost, then wait for the trigger.")
 * and Free Actions (L441: "use each option only once per turn, up to a limit determined by the
 * GM") at their edges: the folding of an option's name, the limit, the GM's override in the log.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import {
  CombatRefused,
  nextTurn,
  takeTurnAction,
  useHeldAction,
} from '../../../../shared/play/combat'
import {
  FREE_FLAG,
  freeActionTaken,
  freeFlag,
  heldLapsed,
  heldTaken,
} from '../../../../shared/play/combat/held'
import { trailRuleset } from '../../../support/test-ruleset'
import { fight, noSight, round2, who } from './bluebox-fixture'
import { begun as trailBegun, fight as trailFight, started as trailStarted } from './fixture'

const lines = (c: Campaign) => fight(c).log.map((l) => l.text)

describe('freeFlag', () => {
  it('folds case and runs of white space, so "Drop  the\\tTORCH" is "drop the torch"', () => {
    expect(FREE_FLAG).toBe('free:')
    expect(freeFlag('  Drop  the\tTORCH \n')).toBe('free:drop the torch')
  })

  it('keeps within a flag (40 characters)', () => {
    expect(freeFlag('x'.repeat(50))).toBe(`free:${'x'.repeat(35)}`)
  })
})

describe('freeActionTaken', () => {
  const vaka = () => who(round2(), 'pc-vaka')

  it('sets the flag; with 20 flags the GM limit (L441) refuses another', () => {
    const c = vaka()
    const took = freeActionTaken(c, 'Shout', 'Shout')
    expect(took.flags).toEqual([...c.flags, 'free:shout'])
    const flags = Array.from({ length: 19 }, (_, i) => `f${i}`)
    expect(freeActionTaken({ ...c, flags }, 'Shout', 'Shout').flags).toHaveLength(20)
    expect(() => freeActionTaken({ ...c, flags: [...flags, 'f19'] }, 'Shout', 'Shout')).toThrow(
      new CombatRefused('Vaka has taken too many actions this turn to count another'),
    )
  })
})

describe('Free Actions taken on the tracker', () => {
  it("keeps the GM's name for it within 80 characters", () => {
    const long = `Wave ${'o'.repeat(90)}`
    const c = takeTurnAction(round2(), 'pc-vaka', 'free-action', false, `  ${long}  `)
    expect(lines(c).at(-1)).toBe(`Vaka: Free Action: ${long.slice(0, 80)}`)
  })

  it('refuses a named Free Action given no name', () => {
    expect(() => takeTurnAction(round2(), 'pc-vaka', 'free-action', false)).toThrow(
      new CombatRefused('name the Free Action, such as "drop the torch"'),
    )
  })
})

describe('held actions', () => {
  it('say so in the log when the GM overrode the cost, held and fired', () => {
    const held = takeTurnAction(round2(), 'pc-vaka', 'held-action', true, 'attack')
    expect(lines(held).at(-1)).toBe(
      'Vaka holds Attack until the start of its next turn (GM override)',
    )
    const fired = useHeldAction(nextTurn(held, noSight).campaign, 'pc-vaka', true)
    expect(lines(fired).at(-1)).toBe('Vaka uses its held Attack as its Reaction (GM override)')
  })

  it('fire only in a fight that has begun', () => {
    expect(() => useHeldAction(trailStarted(), 'ash', false)).toThrow(
      new CombatRefused('the fight has not begun: settle initiative, then press Begin'),
    )
  })

  it('a ruleset with nothing to hold says the combatant has nothing it can hold', () => {
    const c = trailBegun()
    const ash = trailFight(c).order.find((o) => o.id === 'ash')!
    expect(() =>
      heldTaken(c, trailRuleset.combat!, ash, c.tokens['ash']!, 'attack', false),
    ).toThrow(new CombatRefused('Ash has no action it can hold now'))
  })

  it('nothing held: nothing lapses, nothing logged', () => {
    const f = fight(round2())
    const vaka = who(round2(), 'pc-vaka')
    const out = heldLapsed(f, vaka)
    expect(out.combat).toBe(f)
    expect(out.combatant).toBe(vaka)
  })
})
