/** The adventuring day log as Markdown: one section per rest, oldest first. */
import type { Clock, RestLogEntry } from '../../model'

const at = (c: Clock): string => `Day ${c.day}, ${String(c.hour).padStart(2, '0')}:00`

/** The log as a Markdown document titled with the campaign's name. */
export function restLogMarkdown(campaignName: string, log: readonly RestLogEntry[]): string {
  const out: string[] = [`# ${campaignName}: the adventuring day log`, '']
  if (log.length === 0) out.push('No rests taken yet.', '')
  for (const e of log) {
    const kind = e.kindName || e.kind
    out.push(`## ${at(e.start)} to ${at(e.end)}: ${kind}${e.place ? ` at ${e.place}` : ''}`, '')
    if (e.interrupted) out.push('Cut short: initiative was rolled during the rest.', '')
    if (e.camp.length > 0) out.push(`Camp: ${e.camp.join(', ')}.`, '')
    if (e.alarm) out.push(`Alarm: ${e.alarm}.`, '')
    for (const p of e.plan)
      out.push(`- **${p.name}**: ${p.activities.join('; ') || 'no activities'}`)
    if (e.plan.length > 0) out.push('')
    for (const l of e.lines) out.push(`- ${l}`)
    out.push('')
  }
  return out.join('\n')
}
