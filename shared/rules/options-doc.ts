/**
 * Every ruleset's table options as one Markdown document (docs/table-options.md): for each
 * reading a rule text leaves open, the option's name in the Table rules dialog, the reading a
 * new campaign starts with, the others, and the dialog's own line of help. Written from the same
 * fields the dialog shows, so the document cannot say one thing while the dialog says another.
 */
import { optionValues, type Ruleset, type TableOptionField } from './ruleset'

/** Text safe in a Markdown table cell: no pipe or line break ends the cell early. */
function cell(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').replace(/\|/g, '\\|')
}

function readings(f: TableOptionField, value: unknown): { chosen: string; others: string[] } {
  if (f.kind === 'boolean') {
    const on = value === true
    return { chosen: on ? 'On' : 'Off', others: [on ? 'Off' : 'On'] }
  }
  const chosen = f.choices.find((c) => c.value === value)
  if (!chosen) throw new Error(`the option "${f.name}" starts on a value none of its readings has`)
  return {
    chosen: chosen.label,
    others: f.choices.filter((c) => c !== chosen).map((c) => c.label),
  }
}

/** The section of one ruleset: a table of its options in the dialog's order. */
export function rulesetOptionsMarkdown(r: Ruleset): string {
  // Resolved as the dialog shows a new campaign's options (a dice preset by its name).
  const fresh = optionValues(r, {})
  const rows = r.options.fields.map((f) => {
    const { chosen, others } = readings(f, fresh[f.key])
    return `| ${cell(f.name)} | ${cell(chosen)} | ${cell(others.join('; '))} | ${cell(f.help)} |`
  })
  return [
    `## ${r.name}`,
    '',
    '| Table option | A new campaign plays | The other readings | What it decides |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}

/** The whole document, one section per ruleset in the order given. */
export function tableOptionsMarkdown(rulesets: readonly Ruleset[]): string {
  return [
    '# Table options',
    '',
    'Where a rule text can be read more than one way, the app plays one reading and names the',
    'others as **Table rules** options (toolbar › Table rules, per campaign, undoable). This file',
    'is written from the dialog itself by `npm run docs:options`; a unit test fails when it is',
    'out of date.',
    '',
    ...rulesets.map((r) => rulesetOptionsMarkdown(r)),
  ].join('\n')
}
