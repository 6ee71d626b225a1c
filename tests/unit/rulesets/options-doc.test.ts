/**
 * docs/table-options.md is what the Table rules dialog offers: every shipped ruleset's options,
 * each with the reading a new campaign plays and the others, so the README's pointer to it stays
 * true as options are added.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SHIPPED_RULESETS, type Ruleset } from '../../../shared/rules'
import { rulesetOptionsMarkdown, tableOptionsMarkdown } from '../../../shared/rules/options-doc'

const DOC = join(__dirname, '../../../docs/table-options.md')

describe('the table options document', () => {
  it('is up to date with the dialog (run `npm run docs:options` when this fails)', () => {
    expect(readFileSync(DOC, 'utf8')).toBe(tableOptionsMarkdown(SHIPPED_RULESETS))
  })

  it('names the reading a new campaign plays, the others, and keeps a pipe from ending a cell', () => {
    const r = {
      ...SHIPPED_RULESETS[0]!,
      name: 'Tiny',
      options: {
        ...SHIPPED_RULESETS[0]!.options,
        resolve: () => ({ die: 8, loud: false }),
        fields: [
          {
            key: 'die',
            name: 'Die',
            help: 'a d6 | d8 choice',
            kind: 'choice',
            choices: [
              { value: 6, label: 'd6' },
              { value: 8, label: 'd8' },
              { value: 10, label: 'd10' },
            ],
          },
          { key: 'loud', name: 'Loud', help: 'noise', kind: 'boolean' },
        ],
      },
    } as Ruleset
    expect(rulesetOptionsMarkdown(r).split('\n').slice(4, 6)).toEqual([
      '| Die | d8 | d6; d10 | a d6 \\| d8 choice |',
      '| Loud | Off | On | noise |',
    ])
  })

  it('refuses an option that starts on a value none of its readings has', () => {
    const base = SHIPPED_RULESETS[0]!
    const r = {
      ...base,
      options: {
        ...base.options,
        resolve: () => ({ die: 12 }),
        fields: [
          {
            key: 'die',
            name: 'Die',
            help: '',
            kind: 'choice',
            choices: [{ value: 6, label: 'd6' }],
          },
        ],
      },
    } as Ruleset
    expect(() => rulesetOptionsMarkdown(r)).toThrow(
      /"Die" starts on a value none of its readings has/,
    )
  })
})
