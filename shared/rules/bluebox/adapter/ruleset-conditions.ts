/**
 * Blue Box conditions behind the Ruleset interface: the catalogue with each condition's timing and
 * whether players see it, read from the rules data (condition-table, action-table), and a one-line
 * summary built from that data (Conditions & Statuses; Combat Actions; Rest & Repair).
 */
import type { ConditionDef as RulesetConditionDef, ConditionTiming } from '../../ruleset'
import { ACTIONS } from '../engine/action-table'
import { CONDITIONS, CONDITION_IDS } from '../engine/condition-table'
import type {
  ConditionDef,
  ConditionId,
  EndEventKind,
  EndTrigger,
  RollEffect,
  TriggerDef,
} from '../engine/condition-types'
import { ABILITIES } from '../engine/sheet-ids'
import { VISIBLE_CONDITIONS } from '../engine/public-view'

const removesItself = (id: ConditionId, t: TriggerDef): boolean =>
  t.kind === 'save' && t.onSuccess.some((o) => o.kind === 'remove-condition' && o.condition === id)

/** Who an action's timed condition ends with: the bearer's own turn, or its source's. */
function actionTiming(id: ConditionId): ConditionTiming | null {
  for (const action of Object.values(ACTIONS)) {
    for (const e of action.effects) {
      if (e.kind !== 'apply-condition' || e.condition !== id || !e.until) continue
      const bearerIsActor = e.to === 'self'
      const own = (e.until.of === 'actor') === bearerIsActor
      return {
        ends: e.until.at === 'turn-start' ? 'start-of-turn' : 'end-of-turn',
        whose: own ? 'own' : 'source',
      }
    }
  }
  return null
}

/** When a condition ends by itself, from its rules data; 'manual' when the GM or an event ends it. */
export function conditionTiming(def: ConditionDef): ConditionTiming {
  if (def.turnStart.some((t) => removesItself(def.id, t)))
    return { ends: 'save', when: 'start-of-turn' }
  if (def.turnEnd.some((t) => removesItself(def.id, t)))
    return { ends: 'save', when: 'end-of-turn' }
  if (def.turnEnd.some((t) => t.kind === 'end-if-delayed'))
    return { ends: 'end-of-turn', whose: 'own' }
  const timed = actionTiming(def.id)
  if (timed) return timed
  // Any rest ends it, a short one included.
  if (def.endsOn.some((e) => e.on === 'rest-start' || e.on === 'rest-end'))
    return { ends: 'rest', rest: 'short' }
  return { ends: 'manual' }
}

const KIND_WORDS: Record<string, string> = {
  attack: 'attacks',
  check: 'checks',
  save: 'saves',
  initiative: 'initiative',
  'death-save': 'Death Saves',
}

function rollWords(r: RollEffect): string {
  const on = [
    ...(r.on.stats ?? []),
    ...(r.on.abilities ?? []).map((a) => a.replace(/-/g, ' ')),
    r.on.kinds.map((k) => KIND_WORDS[k] ?? k).join(' and '),
    r.on.requiresSight ? 'needing sight' : '',
    // The narrower matchers, so the hint never claims more rolls than the condition touches.
    r.on.vsIntimidation ? 'against Intimidation' : '',
    r.on.sameWeapon ? 'with that weapon' : '',
    r.on.asReaction ? 'made as a Reaction' : '',
    r.on.inSightOfSource ? 'in sight of its source' : '',
    r.on.detectingApproach
      ? r.on.kinds.includes('initiative')
        ? 'against beings it detected'
        : 'to detect approaching beings'
      : '',
    r.on.alarmTriggered ? 'after the alarm' : '',
  ]
    .filter((w) => w !== '')
    .join(' ')
  const what =
    r.effect === 'auto-fail'
      ? 'fails'
      : r.effect === 'exhaustion'
        ? '−its level on'
        : r.effect === 'extra-power-die'
          ? `+${r.amount ?? 1} Power Die on`
          : `${r.amount ?? 1} ${r.effect === 'edge' ? 'Edge' : 'Flaw'} on`
  return `${what} ${on}`
}

/** A condition's effects in one line, from its data: "Back-footed; Flaw on attacks; cannot see". */
export function conditionSummary(def: ConditionDef): string {
  const parts: string[] = []
  if (def.backFooted) parts.push('Back-footed (attacks against it use BAC)')
  for (const r of def.rolls) parts.push(rollWords(r))
  for (const a of def.against) {
    const range = a.range ? `${a.range} ` : ''
    parts.push(
      a.effect === 'untargetable'
        ? 'cannot be targeted by attacks'
        : a.effect === 'hit-kills'
          ? `a ${range}hit kills it`
          : `${range}attacks against it have ${a.effect === 'edge' ? 'Edge' : 'Flaw'}`,
    )
  }
  const untargetable = def.against.some((a) => a.effect === 'untargetable')
  const cannot = def.cannot.filter((c) => !(untargetable && c === 'be-targeted'))
  if (cannot.length) parts.push(`cannot ${cannot.join(', ').replace(/-/g, ' ')}`)
  if (def.speedMultiplier !== undefined) parts.push(`speed ×${def.speedMultiplier}`)
  if (def.hexCostFactor !== undefined) parts.push(`each hex costs ×${def.hexCostFactor}`)
  if (def.apPerTurn !== undefined && !def.cannot.includes('act'))
    parts.push(`${def.apPerTurn} AP per turn`)
  if (def.armorBonus) parts.push(`+${def.armorBonus.ac} AC, +${def.armorBonus.bac} BAC`)
  if (def.appliesTo) parts.push(`only ${def.appliesTo.join(', ')}`)
  for (const t of [
    ...def.turnStart.map((x) => ['start', x] as const),
    ...def.turnEnd.map((x) => ['end', x] as const),
  ]) {
    const [at, x] = t
    if (x.kind === 'damage')
      parts.push(
        `${x.dice.count}d${x.dice.die === 'power' ? '✦' : x.dice.die} Pure damage at the ${at} of its turn`,
      )
    if (x.kind === 'save') parts.push(`${x.stat} save at the ${at} of its turn`)
    if (x.kind === 'death-save') parts.push(`a Death Save at the ${at} of its turn (option)`)
    if (x.kind === 'delay-turn') parts.push('its turn moves to the end of the round')
  }
  const ends = conditionEnds(def)
  const effects = parts.length ? parts.join('; ') : def.name
  return ends ? `${effects}. Ends ${ends}` : effects
}

/** What ends a condition, in the GM's words: a condition the GM ends by hand says when to. */
const END_WORDS: Readonly<Record<EndEventKind, string>> = {
  healing: 'on any healing',
  'rest-start': 'when a rest starts',
  'rest-end': 'when the rest ends',
  'medicine-check': 'on a successful check',
  moved: 'when it moves or is moved',
  'grapple-escaped': 'when the Grapple is broken',
  released: 'when the hold is released',
  'attack-or-forced-save': 'when it makes an attack roll or forces a save',
  found: 'when an enemy finds it',
  'stood-up': 'when it stands up',
  'plating-regained': 'when it regains Plating',
  'mask-placed': 'when a Kanohi mask is placed on its face',
  'exhaustion-lost': 'when it loses a level of Exhaustion',
  'left-cover': 'when it leaves its Cover',
  'focus-failed': 'on a failed Focus check',
  'weapon-repaired': 'when the weapon is repaired',
  'bearer-incapacitated': 'when it is Down & Out or Unconscious',
  'source-ends': 'with what caused it',
}

const BY_WORDS = {
  self: 'by itself',
  'self-or-adjacent-ally': 'by itself or an adjacent ally',
  'adjacent-ally': 'by an adjacent ally',
  enemy: 'by an enemy',
} as const

/** The action an end trigger costs: "1 AP Medicine, DC 6, by itself or an adjacent ally". */
function endCost(e: EndTrigger): string {
  const check = (e.abilities ?? []).map((a) => ABILITIES[a].name).join(' or ')
  const ap = e.ap === undefined ? '' : e.ap === 0 ? 'a Free Action' : `${e.ap} AP`
  return [
    [ap, check].filter((w) => w !== '').join(' '),
    e.dc === undefined ? '' : e.dc === 'grappler' ? "against the Grappler's Save DC" : `DC ${e.dc}`,
    e.by ? BY_WORDS[e.by] : '',
  ]
    .filter((w) => w !== '')
    .join(', ')
}

/** Every way a condition ends, joined: "when it regains Plating", "on any healing, or on …". */
export function conditionEnds(def: ConditionDef): string {
  return def.endsOn
    .map((e) => {
      const detail = [endCost(e), e.note ?? ''].filter((w) => w !== '').join(': ')
      // Healing that a check gives (Down's Medicine check) is told apart from any healing.
      const words =
        e.on === 'healing' && e.ap !== undefined ? 'on healing from a check' : END_WORDS[e.on]
      return `${words}${detail ? ` (${detail})` : ''}`
    })
    .join(', or ')
}

const visible = new Set(VISIBLE_CONDITIONS)

/** The save a condition asks for at its bearer's turn with a DC the GM gives (Poisoned). */
export function conditionOwnSave(def: ConditionDef): RulesetConditionDef['ownSave'] {
  for (const [at, list] of [
    ['start', def.turnStart],
    ['end', def.turnEnd],
  ] as const) {
    const t = list.find((x) => x.kind === 'save' && x.dc === 'instance')
    if (t?.kind === 'save') return { save: t.stat, at }
  }
  return undefined
}

/** The Blue Box condition catalogue as the Ruleset interface lists it. */
export const BLUEBOX_CONDITION_DEFS: readonly RulesetConditionDef[] = CONDITION_IDS.map((id) => {
  const def = CONDITIONS[id]
  const ownSave = conditionOwnSave(def)
  return {
    id,
    name: def.name,
    summary: conditionSummary(def),
    timing: conditionTiming(def),
    visible: visible.has(id),
    ...(ownSave ? { ownSave } : {}),
  }
})
