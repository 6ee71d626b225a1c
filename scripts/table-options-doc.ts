// `npm run docs:options`: write docs/table-options.md from every shipped ruleset's Table rules.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SHIPPED_RULESETS } from '../shared/rules'
import { tableOptionsMarkdown } from '../shared/rules/options-doc'

const file = join(import.meta.dirname, '..', 'docs', 'table-options.md')
writeFileSync(file, tableOptionsMarkdown(SHIPPED_RULESETS))
console.log(`wrote ${file}`)
