/**
 * The start- and end-of-turn checklist: prompts become items the GM rolls or dismisses, each with
 * a source and a text in the model's bounds, refused when the list would overflow.
 */
import { describe, expect, it } from 'vitest'
import { TURN_ITEMS_MAX, type Campaign, type TurnItem } from '../../../../shared/model'
import { addItems, isDelayTurn, SAVE_ITEM } from '../../../../shared/play/combat/item-list'
import { CombatRefused, resolveItem, setTimedCondition } from '../../../../shared/play/combat'
import { scriptedDice } from '../../../../shared/dice'
import { begun, conditionsOn, fight, next } from './fixture'

const items = (c: Campaign): TurnItem[] => fight(c).items

describe('isDelayTurn', () => {
  it('is a prompt whose data is the delay-turn kind (Blue Box: Dazed), nothing else', () => {
    expect(isDelayTurn({ source: 'Dazed', text: 't', data: { kind: 'delay-turn' } })).toBe(true)
    expect(isDelayTurn({ source: 'Dazed', text: 't', data: { kind: 'save' } })).toBe(false)
    expect(isDelayTurn({ source: 'Dazed', text: 't', data: null })).toBe(false)
    expect(isDelayTurn({ source: 'Dazed', text: 't' })).toBe(false)
    expect(isDelayTurn({ source: 'Dazed', text: 't', data: 'delay-turn' })).toBe(false)
  })
})

describe('addItems', () => {
  it('with no prompts returns the campaign itself', () => {
    const c = begun()
    expect(addItems(c, 'ash', 'start', [])).toBe(c)
  })

  it('adds each prompt as an item of the token, at the boundary, in this round, with fresh ids', () => {
    const c = begun()
    const counter = fight(c).counter as number
    const out = addItems(c, 'rat', 'end', [
      { source: 'Bleeding', text: 'Roll 1d4 damage', data: { n: 1 } },
      { source: 'Burning', text: 'Roll 1d6 damage' },
    ])
    expect(items(out)).toEqual([
      {
        id: `f1-i${counter + 1}`,
        tokenId: 'rat',
        at: 'end',
        round: 1,
        source: 'Bleeding',
        text: 'Roll 1d4 damage',
        data: { n: 1 },
      },
      {
        id: `f1-i${counter + 2}`,
        tokenId: 'rat',
        at: 'end',
        round: 1,
        source: 'Burning',
        text: 'Roll 1d6 damage',
        data: undefined,
      },
    ])
    expect(fight(out).counter).toBe(counter + 2)
  })

  it('marks an item asked during the turn by a move', () => {
    const out = addItems(begun(), 'ash', 'start', [{ source: 'Spikes', text: 'Save' }], true)
    expect(items(out)[0]?.during).toBe(true)
    const plain = addItems(begun(), 'ash', 'start', [{ source: 'Spikes', text: 'Save' }])
    expect(items(plain)[0]).not.toHaveProperty('during')
  })

  it('keeps source and text within the model (80 and 300 characters), naming an empty one', () => {
    const long = addItems(begun(), 'ash', 'start', [
      { source: 's'.repeat(90), text: 't'.repeat(310) },
    ])
    expect(items(long)[0]).toMatchObject({ source: 's'.repeat(80), text: 't'.repeat(300) })
    const textless = addItems(begun(), 'ash', 'start', [{ source: 'Bleeding', text: '' }])
    expect(items(textless)[0]).toMatchObject({ source: 'Bleeding', text: 'Bleeding' })
    const bare = addItems(begun(), 'ash', 'start', [{ source: '', text: '' }])
    expect(items(bare)[0]).toMatchObject({ source: 'Turn', text: 'Turn' })
    const longSource = addItems(begun(), 'ash', 'start', [{ source: 's'.repeat(90), text: '' }])
    expect(items(longSource)[0]).toMatchObject({ source: 's'.repeat(80), text: 's'.repeat(80) })
    const sourceless = addItems(begun(), 'ash', 'start', [{ source: '', text: 'Hold on' }])
    expect(items(sourceless)[0]).toMatchObject({ source: 'Turn', text: 'Hold on' })
  })

  it(`fills the list up to ${TURN_ITEMS_MAX} items and refuses one more, saying how many wait`, () => {
    const prompt = { source: 'Bleeding', text: 'Roll' }
    const full = addItems(begun(), 'ash', 'start', Array(TURN_ITEMS_MAX - 1).fill(prompt))
    const last = addItems(full, 'ash', 'start', [prompt])
    expect(items(last)).toHaveLength(TURN_ITEMS_MAX)
    expect(() => addItems(last, 'ash', 'start', [prompt])).toThrow(CombatRefused)
    expect(() => addItems(full, 'ash', 'start', [prompt, prompt])).toThrow(
      `${TURN_ITEMS_MAX - 1} turn items are waiting: resolve or dismiss some before the next turn`,
    )
  })
})

describe('a save item as campaign files store it', () => {
  it('names its timer under "saveForTimer", so a saved fight still rolls the save', () => {
    let c = setTimedCondition(begun(), 'ash', 'pinned', true, {
      kind: 'save',
      at: 'end',
      save: 'grit',
      dc: 4,
    })
    c = next(c)
    const item = fight(c).items[0]!
    const timerId = fight(c).timers.find((t) => t.condition === 'pinned')!.id
    expect(item.data).toEqual({ [SAVE_ITEM]: timerId })
    // The item as a campaign file written earlier holds it: the key spelled out.
    const stored = {
      ...c,
      combat: { ...fight(c), items: [{ ...item, data: { saveForTimer: timerId } }] },
    }
    const saved = resolveItem(stored, item.id, scriptedDice({ 6: [5] })).campaign
    expect(conditionsOn(saved, 'ash')).not.toContain('pinned')
  })
})
