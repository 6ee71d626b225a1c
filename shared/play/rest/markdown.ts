/** The adventuring day log as Markdown: one section per rest, oldest first. */
import type { Clock, RestLogEntry } from '../../model'

const at = (c: Clock): string => `Day ${c.day}, ${String(c.hour).padStart(2, '0')}:00`

/**
 * Text as Markdown shows it literally: a name or place with `*`, `_`, `[`, `#` or `<` in it stays
 * the same words instead of turning into emphasis, a link, a heading or HTML; a line break becomes
 * a space so it cannot start a block of its own.
 */
export function markdownText(s: string): string {
  // Stryker disable next-line Regex: equivalent, `\s*` on either side already takes every other line break of the run
  return s.replace(/\s*[\r\n]+\s*/g, ' ').replace(/[\\`*_[\]<>#|~]/g, (ch) => `\\${ch}`)
}

/** The log as a Markdown document titled with the campaign's name. */
export function restLogMarkdown(campaignName: string, log: readonly RestLogEntry[]): string {
  const md = markdownText
  const out: string[] = [`# ${md(campaignName)}: the adventuring day log`, '']
  if (log.length === 0) out.push('No rests taken yet.', '')
  for (const e of log) {
    const kind = md(e.kindName || e.kind)
    const place = e.place ? ` at ${md(e.place)}` : ''
    out.push(`## ${at(e.start)} to ${at(e.end)}: ${kind}${place}`, '')
    if (e.interrupted) out.push('Cut short: initiative was rolled during the rest.', '')
    if (e.camp.length > 0) out.push(`Camp: ${e.camp.map(md).join(', ')}.`, '')
    if (e.alarm) out.push(`Alarm: ${md(e.alarm)}.`, '')
    for (const p of e.plan)
      out.push(`- **${md(p.name)}**: ${p.activities.map(md).join('; ') || 'no activities'}`)
    if (e.plan.length > 0) out.push('')
    for (const l of e.lines) out.push(`- ${md(l)}`)
    out.push('')
  }
  return out.join('\n')
}
