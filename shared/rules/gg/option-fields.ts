/**
 * The GG table options as the GM's Table rules dialog lists them: one field per top-level option
 * of `GgOptionsSchema` that is on/off or one of a few readings, in the GM's words, each naming its
 * F-GG / GG-Q entry of OTHER-SYSTEMS.md Part A. The first choice is D.4's default. Nested options
 * (AP costs, the size table, Scar amounts...) are kept in the campaign file and not listed here.
 */
import type { TableOptionField } from '../ruleset'
import type { GgOptions } from './options'

type Field = TableOptionField & { key: keyof GgOptions }

export const GG_OPTION_FIELDS: readonly Field[] = Object.freeze([
  {
    key: 'advMode',
    name: 'Advantage',
    help: 'F-GG-3: with Advantage roll the test die twice and keep the higher; any Advantage and any Disadvantage cancel (5e). Net count: the larger count wins.',
    kind: 'choice',
    choices: [
      { value: '5e', label: 'Keep higher / lower; both cancel (5e)' },
      { value: 'netCount', label: 'Net count of sources' },
      { value: 'bonus2', label: '+2 / −2 per net source' },
    ],
  },
  {
    key: 'repeatSurcharge',
    name: 'Repeat surcharge',
    help: 'GG-015 / GG-Q6: an action repeated in one Turn costs +2AP each time after the first (flat), or +2, +4, … (cumulative).',
    kind: 'choice',
    choices: [
      { value: 'flat', label: '+2AP on every repeat' },
      { value: 'cumulative', label: '+2AP, +4AP, … (cumulative)' },
    ],
  },
  {
    key: 'flanking',
    name: 'Flanking',
    help: 'GG-039 / GG-Q15 (optional rule): two hostiles at 90° or more around a target flank it; melee attackers then have Advantage.',
    kind: 'boolean',
  },
])
