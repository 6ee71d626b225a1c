/**
 * The players' initiative strip: what each entry shows (health, HP, conditions) and only that,
 * who is shown as acting in a group's turn, and that a token's looks follow its sheet, the table
 * options and the ruleset even when the token itself did not change.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign, Token } from '../../../../shared/model'
import { playerInitiative, setShowPcHp } from '../../../../shared/play/combat'
import { registerRuleset, type Ruleset } from '../../../../shared/rules'
import { trailRuleset } from '../../../support/test-ruleset'
import { trailCombat } from '../../../support/test-ruleset-combat'
import { begun, fight, withConditionOn, withWounds } from './fixture'

/**
 * Trail with other vitals: the HP line is not the first (Ash), or there is none (Bo: its first
 * line stands in); the table option `grim` shows everyone as down; a token with no instance
 * shows "ghostly", and a figure showing no condition an empty list.
 */
const odd: Ruleset = {
  ...trailRuleset,
  id: 'trail-odd',
  name: 'Trail (odd vitals)',
  instance: {
    ...trailRuleset.instance,
    publicView: (inst, sheet) => {
      if (inst === undefined) return { conditions: ['ghostly'] }
      const seen = trailRuleset.instance.publicView(inst, sheet)
      return { ...seen, conditions: seen.conditions ?? [] }
    },
  },
  combat: {
    ...trailCombat,
    vitals: (token: Token, campaign: Campaign) => ({
      lines: token.id === 'bo' ? ['Wounds 0'] : ['Wounds 0', 'Max HP 3', 'HP 3/3'],
      ...(campaign.tableOptions['grim'] === true ? { health: 'down' as const } : {}),
    }),
  },
}
/** Trail without combat hooks: no vitals to show. */
const calm: Ruleset = { ...trailRuleset, id: 'trail-calm', name: 'Trail (calm)', combat: undefined }
registerRuleset(odd)
registerRuleset(calm)

const entry = (c: Campaign, id: string) => playerInitiative(c)!.entries.find((e) => e.id === id)

describe("the players' strip entries", () => {
  it('show only what there is: no empty health, HP or conditions', () => {
    const c = withConditionOn(withWounds(begun(), 'rat', 1), 'ash', 'hidden')
    expect(entry(c, 'ash')).toStrictEqual({ id: 'ash', tokenId: 'ash', name: 'Ash', current: true })
    // Rat: 1 wound of grit 2 is "badly hurt" in Trail (wounds x 2 >= grit).
    expect(entry(c, 'rat')).toStrictEqual({
      id: 'rat',
      tokenId: 'rat',
      name: 'Rat',
      current: false,
      health: 'badly hurt',
    })
  })

  it('HP only for PCs, even when the GM shows PC HP', () => {
    const c = setShowPcHp(withWounds(begun(), 'rat', 1), true)
    expect(entry(c, 'ash')?.hp).toBe('HP 3/3')
    expect(entry(c, 'rat')).not.toHaveProperty('hp')
  })

  it("HP is the line starting HP, else the vitals' first line", () => {
    const c = setShowPcHp({ ...begun(), rulesetId: odd.id }, true)
    expect(entry(c, 'ash')?.hp).toBe('HP 3/3')
    expect(entry(c, 'bo')?.hp).toBe('Wounds 0')
  })

  it('a game without combat hooks shows names and conditions, no vitals', () => {
    const c = withConditionOn({ ...begun(), rulesetId: calm.id }, 'bo', 'braced')
    const shown = setShowPcHp(c, true)
    expect(entry(shown, 'ash')).toStrictEqual({
      id: 'ash',
      tokenId: 'ash',
      name: 'Ash',
      current: true,
    })
    expect(entry(shown, 'bo')?.conditions).toEqual(['braced'])
  })

  it('a token with no instance shows no conditions from it', () => {
    const c = { ...begun(), rulesetId: odd.id }
    const { instance: _gone, ...bare } = c.tokens['rat']!
    void _gone
    const noInstance = { ...c, tokens: { ...c.tokens, rat: bare as Token } }
    expect(entry(noInstance, 'rat')).not.toHaveProperty('conditions')
    expect(entry(c, 'rat')).not.toHaveProperty('conditions')
    expect(entry(withConditionOn(c, 'rat', 'braced'), 'rat')?.conditions).toEqual(['braced'])
  })
})

describe("the players' strip keeps up with what a token's looks come from", () => {
  it('a changed sheet (the same token) changes the health shown', () => {
    const c = withWounds(begun(), 'rat', 1)
    expect(entry(c, 'rat')?.health).toBe('badly hurt')
    // Grit 3: 1 x 2 < 3, so only "hurt".
    const tougher = { ...c, npcs: { ...c.npcs, rat: { ...c.npcs['rat']!, grit: 3 } } }
    expect(tougher.tokens['rat']).toBe(c.tokens['rat'])
    expect(entry(tougher, 'rat')?.health).toBe('hurt')
  })

  it('changed table options, or another ruleset, are asked again', () => {
    const c = setShowPcHp(begun(), true)
    expect(entry(c, 'bo')?.hp).toBe('HP 3/3')
    const other = { ...c, rulesetId: odd.id }
    expect(entry(other, 'bo')?.hp).toBe('Wounds 0')
    expect(entry(other, 'bo')).not.toHaveProperty('health')
    const grim = { ...other, tableOptions: { grim: true } }
    expect(entry(grim, 'bo')?.health).toBe('down')
    expect(entry(c, 'bo')?.hp).toBe('HP 3/3')
  })
})

describe("the players' strip in a group's turn", () => {
  /** The rats act together; it is their turn (Rat leads), `acted` as given. */
  function ratsTurn(acted: string[]): Campaign {
    const c = begun()
    const order = fight(c).order.map((o) =>
      o.id === 'rat' || o.id === 'mouse' ? { ...o, groupId: 'rats' } : o,
    )
    return {
      ...c,
      combat: { ...fight(c), order, currentId: 'rat', acted: ['ash', 'bo', ...acted] },
    }
  }

  const acting = (c: Campaign) =>
    playerInitiative(c)!
      .entries.filter((e) => e.current)
      .map((e) => e.id)

  it('shows every member who has not acted yet as acting, and the lead always', () => {
    expect(acting(ratsTurn([]))).toEqual(['rat', 'mouse'])
    expect(acting(ratsTurn(['mouse']))).toEqual(['rat'])
    expect(acting(ratsTurn(['rat']))).toEqual(['rat', 'mouse'])
  })
})
