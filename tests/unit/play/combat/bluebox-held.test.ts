/**
 * Held actions (L530: "Spend the desired action's AP cost, then wait for the trigger. This action
 * is held until the start of your next turn.") and Free Actions (L441: "use each option only once
 * per turn") on the tracker, through the pure transitions.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import {
  nextTurn,
  spendResource,
  takeTurnAction,
  useHeldAction,
} from '../../../../shared/play/combat'
import { fight, noSight, round2, who } from './bluebox-fixture'

const next = (c: Campaign) => nextTurn(c, noSight).campaign
const lines = (c: Campaign) => fight(c).log.map((l) => l.text)

describe('holding an action (L530)', () => {
  it("pays the held action's AP now and fires later as the Reaction, handing the AP to the action", () => {
    const held = takeTurnAction(round2(), 'pc-vaka', 'held-action', false, 'attack')
    // An Attack costs 1 AP (L446): 2 - 1.
    expect(who(held, 'pc-vaka').left.ap).toBe(1)
    expect(who(held, 'pc-vaka').held).toMatchObject({ actionId: 'attack', name: 'Attack' })
    expect(lines(held)).toContain('Vaka holds Attack until the start of its next turn')
    expect(() => takeTurnAction(held, 'pc-vaka', 'held-action', false, 'shove')).toThrow(
      'Vaka already holds Attack until the start of its next turn',
    )
    // The Hound's turn: the trigger comes and Vaka reacts (one Reaction per round, L443).
    const houndTurn = next(held)
    expect(fight(houndTurn).currentId).toBe('npc-hound')
    const fired = useHeldAction(houndTurn, 'pc-vaka', false)
    const vaka = who(fired, 'pc-vaka')
    expect(vaka.held).toBeUndefined()
    expect(vaka.left.reaction).toBe(0)
    // 2 - 1 paid to hold it, + 1 handed back for the Attack to spend as it is rolled.
    expect(vaka.left.ap).toBe(2)
    expect(lines(fired)).toContain('Vaka uses its held Attack as its Reaction')
    expect(() => useHeldAction(fired, 'pc-vaka', false)).toThrow('Vaka holds no action')
  })

  it('fires only with the Reaction unspent this round (L443)', () => {
    let c = takeTurnAction(round2(), 'pc-vaka', 'held-action', false, 'trip')
    c = next(c)
    // Vaka spent her Reaction on something else in the Hound's turn (an Opportunity Attack).
    c = spendResource(c, 'pc-vaka', 'reaction', 1, false)
    expect(() => useHeldAction(c, 'pc-vaka', false)).toThrow('Vaka has no Reaction left this turn')
    expect(who(useHeldAction(c, 'pc-vaka', true), 'pc-vaka').held).toBeUndefined()
  })

  it("lapses unused at the start of the holder's next turn, logged", () => {
    let c = takeTurnAction(round2(), 'pc-vaka', 'held-action', false, 'grapple')
    while (fight(c).currentId !== 'pc-vaka' || fight(c).round !== 3) c = next(c)
    expect(who(c, 'pc-vaka').held).toBeUndefined()
    expect(lines(c)).toContain("Vaka's held Grapple lapses unused")
  })

  it('a Grappled being cannot hold: it cannot take Reactions (L910)', () => {
    const c = round2((camp) => {
      const inst = camp.tokens['pc-vaka']!.instance as Record<string, unknown>
      camp.tokens['pc-vaka'] = {
        ...camp.tokens['pc-vaka']!,
        instance: { ...inst, conditions: ['grappled'] },
      }
    })
    expect(() => takeTurnAction(c, 'pc-vaka', 'held-action', false, 'attack')).toThrow(
      'Vaka is Grappled: it cannot take Reactions, so it cannot hold an action',
    )
  })

  it('names what can be held when none is chosen', () => {
    expect(() => takeTurnAction(round2(), 'pc-vaka', 'held-action', false)).toThrow(
      /^choose the action Vaka holds: Attack, Shove, /,
    )
  })
})

describe('Free Actions: each option once per turn (L441)', () => {
  it('refuses the same option twice in a turn, takes another, and resets at the next turn', () => {
    const c = takeTurnAction(round2(), 'pc-vaka', 'free-action', false, 'Drop the torch')
    expect(who(c, 'pc-vaka').left.ap).toBe(2)
    expect(lines(c)).toContain('Vaka: Free Action: Drop the torch')
    expect(() => takeTurnAction(c, 'pc-vaka', 'free-action', false, 'drop  the TORCH')).toThrow(
      'Vaka has already used "drop  the TORCH" this turn: each Free Action once per turn',
    )
    const shout = takeTurnAction(c, 'pc-vaka', 'free-action', false, 'Shout a warning')
    let later = shout
    while (fight(later).currentId !== 'pc-vaka' || fight(later).round !== 3) later = next(later)
    expect(() =>
      takeTurnAction(later, 'pc-vaka', 'free-action', false, 'Drop the torch'),
    ).not.toThrow()
  })

  it('Release Grapple is a Free Action of a Grappler, once per turn (L922)', () => {
    const c = round2((camp) => {
      const inst = camp.tokens['pc-vaka']!.instance as Record<string, unknown>
      camp.tokens['pc-vaka'] = {
        ...camp.tokens['pc-vaka']!,
        instance: { ...inst, conditions: ['grappler'] },
      }
    })
    const once = takeTurnAction(c, 'pc-vaka', 'release-grapple', false)
    expect(() => takeTurnAction(once, 'pc-vaka', 'release-grapple', false)).toThrow(
      'Vaka has already used "Release Grapple" this turn: each Free Action once per turn',
    )
  })

  it('a nameless Free Action is refused with what to type', () => {
    expect(() => takeTurnAction(round2(), 'pc-vaka', 'free-action', false, '  ')).toThrow(
      'name the Free Action, such as "drop the torch"',
    )
  })
})
