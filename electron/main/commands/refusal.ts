/**
 * Refusals as a GM reads them: a sentence that names what is wrong and, where there is one, what
 * to do. Never a channel name, a schema path like `$.to.q` or a stack: those go to the log.
 */
import type { z } from 'zod'

/** Capitalised and ending in a full stop: `no way there` → `No way there.` */
export function sentence(text: string): string {
  const t = text.trim()
  if (!t) return t
  const first = t.charAt(0).toUpperCase() + t.slice(1)
  return /[.!?]$/.test(first) ? first : `${first}.`
}

/** Contract and model field names in words; others are split at their capitals. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  apiVersion: 'API version',
  tokenId: 'token',
  mapId: 'map',
  npcId: 'NPC',
  attackerId: 'attacker',
  targetId: 'target',
  weaponId: 'weapon',
  to: 'destination hex',
  hex: 'hex',
  q: 'q coordinate',
  r: 'r coordinate',
  cols: 'width in hexes',
  rows: 'height in hexes',
  gmOnly: 'GM-only setting',
  dc: 'DC',
  hp: 'HP',
  thp: 'THP',
  pixelsPerHex: 'pixels per hex',
  offsetX: 'horizontal offset',
  offsetY: 'vertical offset',
  distanceM: 'distance in metres',
  npc: 'NPC',
  pc: 'player character',
  free: 'free-move setting',
  cell: 'terrain',
  color: 'colour',
  enabled: 'on/off setting',
  reveal: 'reveal/hide setting',
  preparing: 'prepare setting',
  // The combat tracker.
  combatantId: 'combatant',
  combatantIds: 'combatants',
  beforeId: 'combatant to go before',
  afterId: 'combatant to act after',
  entries: 'combatants',
  initiative: 'initiative',
  coordinated: 'coordinated sides',
  keptWatch: 'Keep Watch list',
  campAlarm: 'camp alarm setting',
  side: 'side',
  hidden: 'hidden setting',
  grouped: 'group setting',
  resource: 'resource',
  amount: 'amount',
  actionId: 'action',
  override: 'override setting',
  quickStep: 'Quick-step setting',
  condition: 'condition',
  on: 'on/off setting',
  until: 'duration',
  rounds: 'number of rounds',
  at: 'start or end of the turn',
  of: 'combatant whose turn it waits for',
  sourceId: 'combatant who gave it',
  itemId: 'turn item',
  trackId: 'party track',
  use: 'use of the track',
}

function segmentWords(segment: PropertyKey): string {
  if (typeof segment === 'number') return `item ${segment + 1}`
  const key = String(segment)
  if (Object.hasOwn(FIELD_WORDS, key)) return FIELD_WORDS[key] as string
  // camelCase → camel case; an all-capitals key (STR, HP) stays as it is.
  return key === key.toUpperCase() ? key : key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
}

/** A field path in words, innermost first: ['to', 'q'] → `the q coordinate of the destination hex`. */
export function fieldInWords(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the request'
  return [...path]
    .reverse()
    .map((s) => (typeof s === 'number' ? segmentWords(s) : `the ${segmentWords(s)}`))
    .join(' of ')
}

/** Zod's own messages start so; anything else was written for the schema and is kept. */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized|Expected)\b/

const TYPE_WORDS: Readonly<Record<string, string>> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'yes or no',
  object: 'a set of fields',
  array: 'a list',
  record: 'a set of fields',
}

type Issue = z.core.$ZodIssue

function bound(iss: Issue & { code: 'too_small' | 'too_big' }): string {
  const n = Number(iss.code === 'too_small' ? iss.minimum : iss.maximum)
  const small = iss.code === 'too_small'
  const exact = iss.inclusive !== false
  if (iss.origin === 'string' || iss.origin === 'array') {
    if (small && n === 1) return 'must not be empty'
    const unit = iss.origin === 'string' ? 'character' : 'item'
    const count = exact ? n : small ? n + 1 : n - 1
    return `must have ${small ? 'at least' : 'at most'} ${count} ${unit}${count === 1 ? '' : 's'}`
  }
  if (exact) return `must be ${small ? 'at least' : 'at most'} ${n}`
  return `must be ${small ? 'more' : 'less'} than ${n}`
}

function oneOf(values: readonly unknown[]): string {
  const listed = values.slice(0, 8).map((v) => JSON.stringify(v))
  return `must be one of ${listed.join(', ')}${values.length > 8 ? ', …' : ''}`
}

/** What is wrong with one field, as the end of a sentence that starts with the field. */
function problem(iss: Issue): string {
  switch (iss.code) {
    case 'invalid_type':
      if (/received undefined$/.test(iss.message)) return 'is missing'
      return `must be ${TYPE_WORDS[iss.expected] ?? iss.expected}`
    case 'too_small':
    case 'too_big':
      return bound(iss)
    case 'invalid_value':
      return oneOf(iss.values)
    case 'invalid_union':
      // A union read by one field (a request's kind) lists the values that field may take.
      return 'options' in iss && Array.isArray(iss.options) ? oneOf(iss.options) : 'is not valid'
    case 'not_multiple_of':
      return `must be a multiple of ${String(iss.divisor)}`
    case 'invalid_format':
      return 'is not in the expected form'
    default:
      return 'is not valid'
  }
}

function issueInWords(iss: Issue): string {
  const field = fieldInWords(iss.path)
  if (!ZOD_DEFAULT.test(iss.message)) {
    // The schema's own words: a pattern's are a noun phrase ("a colour like #aabbcc"); any
    // other is a clause, led by its field unless it names it ("HP max must be at least 1").
    if (iss.code === 'invalid_format') return `${field} must be ${iss.message}`
    const last = iss.path.at(-1)
    const named =
      last === undefined ||
      typeof last === 'number' ||
      iss.message.toLowerCase().includes(segmentWords(last).toLowerCase())
    return named ? iss.message : `${field}: ${iss.message}`
  }
  if (iss.code === 'unrecognized_keys') {
    const keys = iss.keys.map((k) => `"${k}"`).join(', ')
    return `${field} has ${iss.keys.length === 1 ? 'a field' : 'fields'} the app does not know: ${keys}`
  }
  return `${field} ${problem(iss)}`
}

/** Schema issues in words, each naming its field, `; ` between, at most `limit` of them. */
export function issuesInWords(issues: readonly Issue[], limit = 5): string {
  const list = issues.slice(0, limit).map(issueInWords)
  const more = issues.length > limit ? ` (and ${issues.length - limit} more)` : ''
  return `${list.join('; ')}${more}`
}

/**
 * Schema issues as one sentence: `The q coordinate of the destination hex must be a whole
 * number.`
 */
export function describeIssues(issues: readonly Issue[], limit = 5): string {
  return sentence(issuesInWords(issues, limit))
}
