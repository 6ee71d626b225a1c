import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  onOff,
  oneOf,
  oneOfNumbers,
  orList,
  own,
  tableOptions,
  whole,
} from '../../../../shared/kit/options'

const SAMPLE = tableOptions({
  die: oneOf('the die', ['d4', 'd6', 'd8'], 'd6', { name: 'Die', help: 'Which die.' }),
  ties: onOff('a tie hitting', true, { name: 'A tie hits', help: 'Equal hits.' }),
  hidden: oneOf('a file-only reading', ['a', 'b'], 'b'),
  dc: oneOfNumbers('the DC', [6, 8], 8, { name: 'DC', help: 'The save.', label: (n) => `DC ${n}` }),
  burn: whole('the Burn Level', { min: 1, max: 20 }, 3, {
    name: 'Burn',
    help: 'How big.',
    offer: [2, 4],
    label: (n) => `Level ${n}`,
  }),
  costs: own(z.object({ move: z.number() }), { move: 1 }),
  labelled: oneOf('the order', ['gt', 'ge'], 'ge', {
    name: 'Order',
    help: 'Which.',
    labels: { gt: 'Beats it', ge: 'Equals or beats it' },
  }),
})

describe('table options declared once', () => {
  it('lists the declared fields in declaration order, the default first in each choice', () => {
    expect(SAMPLE.fields.map((f) => f.key)).toEqual(['die', 'ties', 'dc', 'burn', 'labelled'])
    const choices = (key: string) => {
      const f = SAMPLE.fields.find((x) => x.key === key)
      return f?.kind === 'choice' ? f.choices : []
    }
    expect(choices('die').map((c) => c.value)).toEqual(['d6', 'd4', 'd8'])
    expect(choices('die')[0]!.label).toBe('d6')
    expect(choices('dc')).toEqual([
      { value: 8, label: 'DC 8' },
      { value: 6, label: 'DC 6' },
    ])
    expect(choices('burn').map((c) => c.label)).toEqual(['Level 3', 'Level 2', 'Level 4'])
    expect(choices('labelled')).toEqual([
      { value: 'ge', label: 'Equals or beats it' },
      { value: 'gt', label: 'Beats it' },
    ])
    expect(SAMPLE.fields.find((f) => f.key === 'ties')).toEqual({
      key: 'ties',
      name: 'A tie hits',
      help: 'Equal hits.',
      kind: 'boolean',
    })
  })

  it('fills every default, and keeps what the campaign set', () => {
    expect(SAMPLE.defaults).toEqual({
      die: 'd6',
      ties: true,
      hidden: 'b',
      dc: 8,
      burn: 3,
      costs: { move: 1 },
      labelled: 'ge',
    })
    expect(SAMPLE.resolve({ die: 'd8', burn: 17 })).toMatchObject({ die: 'd8', burn: 17, dc: 8 })
  })

  it('stores only what the campaign holds, and keeps keys a newer build adds', () => {
    expect(SAMPLE.schema.parse({ ties: false, later: 1 })).toEqual({ ties: false, later: 1 })
  })

  it('never shares a nested default between two resolutions', () => {
    const a = SAMPLE.resolve({})
    a.costs.move = 5
    expect(SAMPLE.resolve({}).costs).toEqual({ move: 1 })
  })

  it('refuses a wrong reading in words naming the option and its readings', () => {
    expect(() => SAMPLE.resolve({ die: 'd7' })).toThrow(
      'Table option not understood: the die must be d4, d6 or d8.',
    )
    expect(() => SAMPLE.resolve({ ties: 'yes' })).toThrow('a tie hitting must be on or off')
    expect(() => SAMPLE.resolve({ dc: 7 })).toThrow('the DC must be 6 or 8')
    expect(() => SAMPLE.resolve({ burn: 2.5 })).toThrow('the Burn Level must be a whole number')
    expect(() => SAMPLE.resolve({ burn: 21 })).toThrow('the Burn Level must be at most 20')
    expect(() => SAMPLE.resolve({ burn: 0 })).toThrow('the Burn Level must be at least 1')
    expect(() => SAMPLE.resolve({ burn: '3' })).toThrow('the Burn Level must be a number')
    expect(() => SAMPLE.resolve([])).toThrow('table options must be an object')
    expect(SAMPLE.schema.safeParse({ die: 'd7' }).success).toBe(false)
  })

  it('lists every reading in the order given, a number-like one too, labelled or as stored', () => {
    const steps = tableOptions({
      step: oneOf('the step', ['1.5', 'alt', '1'], '1.5', {
        name: 'Step',
        help: 'Cost.',
        labels: { '1': '1 m', '1.5': '1.5 m' },
      }),
    })
    const f = steps.fields[0]!
    expect(f.kind === 'choice' && f.choices).toEqual([
      { value: '1.5', label: '1.5 m' },
      { value: 'alt', label: 'alt' },
      { value: '1', label: '1 m' },
    ])
  })

  it('lists readings as a GM reads them', () => {
    expect(orList(['a'])).toBe('a')
    expect(orList(['a', 'b'])).toBe('a or b')
    expect(orList([1, 2, 3])).toBe('1, 2 or 3')
  })
})
