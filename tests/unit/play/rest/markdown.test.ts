/**
 * The adventuring day log as Markdown, whole documents: a section per rest with only the parts
 * that rest has (cut short, camp, alarm, plan, lines), hours written with two digits, every name
 * and place escaped so it reads as the same words.
 */
import { describe, expect, it } from 'vitest'
import type { RestLogEntry } from '../../../../shared/model'
import { markdownText, restLogMarkdown } from '../../../../shared/play/rest'

const inn: RestLogEntry = {
  kind: 'long',
  kindName: 'Long rest',
  start: { day: 1, hour: 8 },
  end: { day: 1, hour: 16 },
  place: 'The *Rusty* Inn',
  wilderness: false,
  interrupted: false,
  members: ['a'],
  plan: [{ name: 'Vaka', activities: ['Restore HP', 'Craft: Rope'] }],
  camp: [],
  alarm: '',
  lines: ['Vaka: Restore HP: HP 5 → 9'],
}

const ridge: RestLogEntry = {
  kind: 'short',
  kindName: '',
  start: { day: 2, hour: 22 },
  end: { day: 3, hour: 3 },
  place: '',
  wilderness: true,
  interrupted: true,
  members: ['a'],
  plan: [],
  camp: ['Alarm or trap', 'Fire'],
  alarm: 'Vaka set it, check 9',
  lines: [],
}

describe('restLogMarkdown', () => {
  it('writes a rest with a plan and lines, and nothing it does not have', () => {
    expect(restLogMarkdown('Iron Coast', [inn])).toBe(
      [
        '# Iron Coast: the adventuring day log',
        '',
        '## Day 1, 08:00 to Day 1, 16:00: Long rest at The \\*Rusty\\* Inn',
        '',
        '- **Vaka**: Restore HP; Craft: Rope',
        '',
        '- Vaka: Restore HP: HP 5 → 9',
        '',
      ].join('\n'),
    )
  })

  it('writes a cut-short rest in the wilderness: its camp and alarm, no plan, no place, the kind when it has no name', () => {
    expect(restLogMarkdown('Iron Coast', [inn, ridge]).split('\n').slice(8)).toEqual([
      '## Day 2, 22:00 to Day 3, 03:00: short',
      '',
      'Cut short: initiative was rolled during the rest.',
      '',
      'Camp: Alarm or trap, Fire.',
      '',
      'Alarm: Vaka set it, check 9.',
      '',
      '',
    ])
  })

  it('says so when no rest was taken', () => {
    expect(restLogMarkdown('Iron Coast', [])).toBe(
      '# Iron Coast: the adventuring day log\n\nNo rests taken yet.\n',
    )
  })

  it('turns line breaks and the spaces around them into one space', () => {
    expect(markdownText('Old mill  \r\n\n  # by the ford')).toBe('Old mill \\# by the ford')
  })
})
