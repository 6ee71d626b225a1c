/**
 * A check request as main reads it before rolling: one ability or one save, and a stat only where
 * the ability lets the roller choose (seed 000: Stats, Abilities, & Checks; L385 "Intimidation can
 * use either the FOR modifier or CHA modifier, but not both at once").
 */
import { describe, expect, it } from 'vitest'
import { checkRollIssues, CheckRollRequestSchema } from '../../../../shared/rules/bluebox'

const sheet = { kind: 'pc', id: 'vaka' }
/** The issues of a request as [path, message] pairs; [] when it is valid. */
function issues(more: object): [string, string][] {
  const r = CheckRollRequestSchema.safeParse({ kind: 'check', sheet, ...more })
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('what a check names', () => {
  it('one ability, or one save, is a request', () => {
    expect(issues({ ability: 'perception' })).toEqual([])
    expect(issues({ save: 'DEX' })).toEqual([])
  })

  it('neither is reported at the ability; both at the save', () => {
    expect(issues({})).toEqual([['ability', 'name one ability or one save']])
    expect(issues({ ability: 'perception', save: 'DEX' })).toEqual([
      ['save', 'name one ability or one save'],
    ])
  })
})

describe('the stat of a check', () => {
  it('Intimidation may use FOR or CHA (L385)', () => {
    expect(issues({ ability: 'intimidation', stat: 'FOR' })).toEqual([])
    expect(issues({ ability: 'intimidation', stat: 'CHA' })).toEqual([])
  })

  it('another stat for it is refused with the ones it allows', () => {
    expect(issues({ ability: 'intimidation', stat: 'DEX' })).toEqual([
      ['stat', 'Intimidation uses FOR or CHA, not DEX'],
    ])
    // Perception uses SPI alone.
    expect(issues({ ability: 'perception', stat: 'FOR' })).toEqual([
      ['stat', 'Perception uses SPI, not FOR'],
    ])
  })

  it('a save names its stat in save, so a stat beside it is refused', () => {
    expect(issues({ save: 'DEX', stat: 'FOR' })).toEqual([
      ['stat', 'only an ability check chooses its stat; a save names it in save'],
    ])
  })

  it('an unknown ability is reported once, by its own field', () => {
    const found = issues({ ability: 'juggling', stat: 'DEX' })
    expect(found.map(([path]) => path)).toEqual(['ability'])
  })

  it('the stat check itself leaves an unknown ability to its field', () => {
    const found: unknown[] = []
    const ctx = { addIssue: (i: unknown) => found.push(i) } as never
    checkRollIssues({ ability: 'juggling' as never, stat: 'DEX' }, ctx)
    expect(found).toEqual([])
  })
})
