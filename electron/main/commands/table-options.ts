/**
 * The table rules the GM switches (`campaign:setTableOptions`): the keys given replace the stored
 * ones, the others stay. Only the options the ruleset lists as fields may be set, and the result
 * must pass the ruleset's options schema; anything else is refused naming the option, and nothing
 * changes. One undoable step, labelled with what changed ("Table rules: Death Saves on").
 */
import type { Campaign } from '../../../shared/model'
import { optionValues, rulesetOf, type TableOptionField } from '../../../shared/rules'
import { CommandRejected, unchanged, type Command } from './command'

type Value = string | number | boolean

/** A value as the GM reads it: on/off, or the choice's label (its first words). */
function valueWords(field: TableOptionField, value: unknown): string {
  if (field.kind === 'boolean') return value === true ? 'on' : 'off'
  const label = field.choices.find((c) => c.value === value)?.label ?? String(value)
  const short = label.split(' (')[0]!
  return /^(On|Off)$/.test(short) ? short.toLowerCase() : `: ${short.toLowerCase()}`
}

function changeWords(field: TableOptionField, value: unknown): string {
  const words = valueWords(field, value)
  return words.startsWith(':') ? `${field.name}${words}` : `${field.name} ${words}`
}

export function setTableOptionsCommand(options: Record<string, Value>): Command {
  return {
    label: 'Change table rules',
    run(state: Campaign) {
      const ruleset = rulesetOf(state)
      const fields = new Map(ruleset.options.fields.map((f) => [f.key, f]))
      for (const key of Object.keys(options)) {
        if (!fields.has(key))
          throw new CommandRejected(
            `${ruleset.name} has no table rule "${key.slice(0, 60)}"; nothing was changed`,
          )
      }
      const next = { ...state.tableOptions, ...options }
      const parsed = ruleset.options.schema.safeParse(next)
      if (!parsed.success) {
        const problems = parsed.error.issues.slice(0, 3).map((issue) => {
          const key = issue.path[0]
          const field = typeof key === 'string' ? fields.get(key) : undefined
          return field ? `${field.name}: ${issue.message}` : issue.message
        })
        throw new CommandRejected(`${problems.join('; ')}; the table rules were not changed`)
      }
      const changed = Object.entries(options).filter(
        ([key, value]) =>
          !Object.hasOwn(state.tableOptions, key) || state.tableOptions[key] !== value,
      )
      // A value equal to the default, not stored yet, is still stored: the campaign then keeps
      // the GM's choice even if a later build changes its default.
      if (changed.length === 0) return unchanged(state)
      const shown = changed
        .map(([key, value]) => ({ key, value }))
        .filter(({ key, value }) => {
          const was = optionValues(ruleset, state.tableOptions)[key]
          return was !== value
        })
      const label =
        shown.length === 0
          ? 'Table rules'
          : shown.length <= 2
            ? `Table rules: ${shown.map(({ key, value }) => changeWords(fields.get(key)!, value)).join(', ')}`
            : `Table rules: ${shown.length} changes`
      return { state: { ...state, tableOptions: next }, label }
    },
  }
}
