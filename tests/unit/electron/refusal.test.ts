import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { channelSchemas } from '../../../shared/api'
import { describeIssues, fieldInWords, sentence } from '../../../electron/main/commands/refusal'

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value)
  if (r.success) throw new Error('expected the value to be refused')
  return r.error.issues
}

describe('refusals in words', () => {
  it.each([
    ['nothing to undo', 'Nothing to undo.'],
    ['Vaka needs 7 m (12 m with a Dash)', 'Vaka needs 7 m (12 m with a Dash).'],
    ['already a sentence.', 'Already a sentence.'],
    ['  padded?  ', 'Padded?'],
    ['', ''],
  ])('sentence(%j) is %j', (text, expected) => {
    expect(sentence(text)).toBe(expected)
  })

  it.each<[PropertyKey[], string]>([
    [[], 'the request'],
    [['tokenId'], 'the token'],
    [['to', 'q'], 'the q coordinate of the destination hex'],
    [['hexes', 2], 'item 3 of the hexes'],
    [['situation', 'decisiveOption'], 'the decisive option of the situation'],
    [['stats', 'STR'], 'the STR of the stats'],
  ])('the field %j is %j', (path, words) => {
    expect(fieldInWords(path)).toBe(words)
  })

  it("keeps a schema's own words: a pattern's as what the field must be, a check's led by its field unless it names it", () => {
    const schema = z
      .object({ color: z.string().regex(/^#[0-9a-f]{6}$/, 'a colour like #aabbcc'), n: z.number() })
      .superRefine((v, ctx) => {
        if (v.n > 3) ctx.addIssue({ code: 'custom', path: ['n'], message: 'three at most' })
      })
    expect(describeIssues(issuesOf(schema, { color: 'red', n: 1 }))).toBe(
      'The colour must be a colour like #aabbcc.',
    )
    expect(describeIssues(issuesOf(schema, { color: '#aabbcc', n: 4 }))).toBe(
      'The n: three at most.',
    )
    const named = z.object({ hpMax: z.number().min(1, 'HP max must be at least 1') })
    expect(describeIssues(issuesOf(named, { hpMax: 0 }))).toBe('HP max must be at least 1.')
  })

  it('a request of a kind no option reads lists the kinds there are; a plain union says no more than that it is not valid', () => {
    const byKind = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('attack') }),
      z.object({ kind: z.literal('aim') }),
    ])
    expect(describeIssues(issuesOf(byKind, { kind: 'dance' }))).toBe(
      'The kind must be one of "attack", "aim".',
    )
    const plain = z.union([z.object({ a: z.number() }), z.object({ b: z.number() })])
    expect(describeIssues(issuesOf(plain, { c: 1 }))).toBe('The request is not valid.')
  })

  it('lists at most five problems and counts the rest', () => {
    const schema = z.object(Object.fromEntries('abcdefg'.split('').map((k) => [k, z.number()])))
    const text = describeIssues(issuesOf(schema, {}))
    expect(text).toBe(
      'The a is missing; the b is missing; the c is missing; the d is missing; the e is missing (and 2 more).',
    )
  })

  it.each([
    [{ tokenId: 'x', to: { q: 1, r: 2 }, free: 'yes' }, 'The free-move setting must be yes or no.'],
    [{ tokenId: 'x', to: { q: 1 } }, 'The r coordinate of the destination hex is missing.'],
    [{ tokenId: '', to: { q: 1, r: 2 } }, 'The token must not be empty.'],
  ])('map:moveToken %j reads %j', (payload, expected) => {
    const text = describeIssues(issuesOf(channelSchemas['map:moveToken'].input, payload))
    expect(text).toBe(expected)
    expect(text).not.toMatch(/\$|input\.|to\.q|map:/)
  })
})
