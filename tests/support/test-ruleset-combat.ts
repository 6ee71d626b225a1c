/**
 * Trail's combat hooks (the test ruleset): deliberately unlike Blue Box so the neutral tracker is
 * proven through the interface alone. A turn gives 1 act (refilled at its start), 1 react (gained
 * at the first turn's start, regained at its end, at most 1 spent per round) and steps equal to
 * speed; a "shuffle" is limited to 1 per round without a pool. Initiative is a d6 (+1 hidden, +1
 * coordinated). Bleeding asks for d4 wounds at the end of a turn, Dazed moves a turn to the end of
 * the round, Hidden ends when a turn boundary finds an enemy looking, Pinned is ended by a Grit
 * save (d6 >= DC). A being is out of the fight once its wounds reach its grit.
 */
import type { Campaign, Token } from '../../shared/model'
import {
  RollRefused,
  type ConditionDef,
  type HealthLook,
  type PublicInstance,
  type RulesetCombat,
  type TurnAction,
  type TurnPrompt,
} from '../../shared/rules'
import { TrailInstanceSchema, type TrailInstance } from './test-ruleset-instance'

const TRAIL_SPEED = 4

export const TRAIL_CONDITIONS: ConditionDef[] = [
  {
    id: 'off-guard',
    name: 'Off-guard',
    summary: 'Caught before its side could act.',
    timing: { ends: 'start-of-turn', whose: 'own' },
    visible: false,
  },
  {
    id: 'braced',
    name: 'Braced',
    summary: 'Ready for a blow until its next turn.',
    timing: { ends: 'start-of-turn', whose: 'own' },
    visible: true,
  },
  {
    id: 'bleeding',
    name: 'Bleeding',
    summary: 'd4 wounds at the end of each turn.',
    timing: { ends: 'manual' },
    visible: true,
  },
  {
    id: 'dazed',
    name: 'Dazed',
    summary: 'Acts last in the round; ends at the end of its turn.',
    timing: { ends: 'end-of-turn', whose: 'own' },
    visible: true,
  },
  {
    id: 'hidden',
    name: 'Hidden',
    summary: 'Unseen until an enemy sees it at a turn boundary.',
    timing: { ends: 'manual' },
    visible: false,
  },
  {
    id: 'pinned',
    name: 'Pinned',
    summary: 'Cannot step; a Grit save ends it.',
    timing: { ends: 'save', when: 'end-of-turn' },
    visible: true,
  },
  {
    id: 'marked',
    name: 'Marked',
    summary: 'Marked by a foe until the foe says otherwise.',
    timing: { ends: 'end-of-turn', whose: 'source' },
    visible: true,
  },
]

export function trailInstance(value: unknown): TrailInstance | null {
  const parsed = TrailInstanceSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

function sheetGrit(campaign: Campaign, token: Token): number {
  const rec =
    token.pcId !== undefined && Object.hasOwn(campaign.pcs, token.pcId)
      ? campaign.pcs[token.pcId]
      : token.npcId !== undefined && Object.hasOwn(campaign.npcs, token.npcId)
        ? campaign.npcs[token.npcId]
        : undefined
  return typeof rec?.grit === 'number' ? rec.grit : 3
}

function healthOf(wounds: number, grit: number): HealthLook | undefined {
  if (wounds >= grit) return 'down'
  if (wounds * 2 >= grit) return 'badly hurt'
  return wounds > 0 ? 'hurt' : undefined
}

/** What players see: "hurt" once wounded, and the conditions that show on the figure. */
export function trailPublicView(instance: unknown): PublicInstance {
  const inst = trailInstance(instance)
  if (!inst) return {}
  const shown = (inst.conditions ?? []).filter(
    (c) => TRAIL_CONDITIONS.find((d) => d.id === c)?.visible,
  )
  return {
    ...(inst.wounds > 0 ? { health: 'hurt' as const } : {}),
    ...(shown.length ? { conditions: shown } : {}),
  }
}

function withCondition(instance: unknown, id: string, on: boolean): unknown {
  const inst = trailInstance(instance)
  if (!inst) return instance
  const list = inst.conditions ?? []
  if (list.includes(id) === on) return instance
  return { ...inst, conditions: on ? [...list, id] : list.filter((c) => c !== id) }
}

function instanceOf(campaign: Campaign, tokenId: string): TrailInstance | null {
  const token = Object.hasOwn(campaign.tokens, tokenId) ? campaign.tokens[tokenId] : undefined
  return token ? trailInstance(token.instance) : null
}

function has(campaign: Campaign, tokenId: string, id: string): boolean {
  return instanceOf(campaign, tokenId)?.conditions?.includes(id) ?? false
}

/** The instance without a condition that ends by itself at this boundary. */
function ending(campaign: Campaign, tokenId: string, id: string) {
  const inst = instanceOf(campaign, tokenId)
  if (!inst || !inst.conditions?.includes(id)) return []
  return [{ kind: 'instance' as const, tokenId, instance: withCondition(inst, id, false) }]
}

export const trailCombat: RulesetCombat = {
  resources: [
    { id: 'act', name: 'Act', refill: 'turn-start', show: 'pips' },
    {
      id: 'react',
      name: 'React',
      refill: 'turn-end',
      fromFirstTurn: true,
      perRound: 1,
      show: 'pips',
    },
    { id: 'steps', name: 'Steps', refill: 'turn-start', show: 'distance' },
    { id: 'shuffle', name: 'Shuffle', refill: 'turn-start', perRound: 1, show: 'pips' },
  ],
  economy: (token, campaign) => ({
    act: 1,
    react: 1,
    steps: has(campaign, token.id, 'pinned') ? 0 : (token.speed ?? TRAIL_SPEED),
  }),
  actions: (token): TurnAction[] => [
    {
      id: 'dash',
      name: 'Dash',
      cost: { act: 1 },
      gives: { steps: token.speed ?? TRAIL_SPEED },
      summary: 'More steps.',
    },
    {
      id: 'slip',
      name: 'Slip away',
      cost: { act: 1 },
      flag: 'disengaged',
      summary: 'Moving provokes nothing.',
    },
    {
      id: 'brace',
      name: 'Brace',
      cost: { act: 1 },
      condition: { id: 'braced', until: 'start' },
      summary: 'Braced.',
    },
    { id: 'shuffle', name: 'Shuffle', cost: { shuffle: 1 }, summary: 'One step, once a round.' },
  ],
  rollInitiative: (token, _campaign, flags, dice) => {
    const face = dice.roll(6)
    const bonus = (flags.hidden ? 1 : 0) + (flags.coordinated ? 1 : 0)
    return { total: face + bonus, detail: `d6 ${face}${bonus ? ` + ${bonus}` : ''}` }
  },
  openingCondition: 'off-guard',
  atTurnStart: (campaign, tokenId) => ending(campaign, tokenId, 'braced'),
  atTurnEnd: (campaign, tokenId) => ending(campaign, tokenId, 'dazed'),
  prompts(campaign, tokenId, at, context) {
    const out: TurnPrompt[] = []
    if (at === 'start' && has(campaign, tokenId, 'dazed')) {
      out.push({
        source: 'Dazed',
        text: 'its turn moves to the end of the round',
        data: { kind: 'delay-turn' },
      })
    }
    if (at === 'end' && has(campaign, tokenId, 'bleeding')) {
      out.push({ source: 'Bleeding', text: 'd4 wounds', data: { kind: 'wound', die: 4 } })
    }
    if (has(campaign, tokenId, 'hidden') && context?.inEnemySight) {
      out.push({
        source: 'Hidden',
        text: 'an enemy sees it: Hidden ends',
        data: { kind: 'unhide' },
      })
    }
    return out
  },
  resolvePrompt(campaign, tokenId, data, dice) {
    const inst = instanceOf(campaign, tokenId)
    const kind = (data as { kind?: unknown } | null)?.kind
    if (!inst) throw new RollRefused('that token has no Trail state')
    if (kind === 'wound') {
      const n = dice.roll(4)
      const instance = { ...inst, wounds: Math.min(10, inst.wounds + n) }
      return {
        outcome: {
          who: tokenId,
          what: 'Bleeding',
          total: n,
          outcome: `${n} wounds`,
          detail: `d4 ${n}`,
        },
        changes: [{ kind: 'instance', tokenId, instance }],
      }
    }
    if (kind === 'unhide') {
      return {
        outcome: { who: tokenId, what: 'Hidden', total: null, outcome: 'seen', detail: '' },
        changes: [{ kind: 'instance', tokenId, instance: withCondition(inst, 'hidden', false) }],
      }
    }
    throw new RollRefused(`Trail cannot roll "${String(kind)}"`)
  },
  rollSave(_campaign, tokenId, save, dc, dice) {
    const face = dice.roll(6)
    const success = face >= dc
    return {
      success,
      outcome: {
        who: tokenId,
        what: `${save} save`,
        total: face,
        outcome: success ? 'success' : 'failure',
        detail: `d6 ${face} vs ${dc}`,
      },
      changes: [],
    }
  },
  conditionsOf: (instance) => trailInstance(instance)?.conditions ?? [],
  withCondition,
  vitals(token, campaign) {
    const grit = sheetGrit(campaign, token)
    const wounds = trailInstance(token.instance)?.wounds ?? 0
    const health = healthOf(wounds, grit)
    return {
      lines: [`HP ${grit - Math.min(wounds, grit)}/${grit}`, `Wounds ${wounds}`],
      ...(health ? { health } : {}),
    }
  },
  harm: (before, after) =>
    Math.max(0, (trailInstance(after)?.wounds ?? 0) - (trailInstance(before)?.wounds ?? 0)),
  outOfFight: (token, campaign) =>
    (trailInstance(token.instance)?.wounds ?? 0) >= sheetGrit(campaign, token),
  reach: () => 1,
  /** Like Blue Box: a move of 2 or more out of reach provokes. */
  opportunityMinMove: 2,
  partyTracks: (campaign) => {
    const v = campaign.rulesetState?.['trail-momentum']
    return [
      { id: 'momentum', name: 'Momentum', value: typeof v === 'number' ? v : 0, max: 3, uses: [] },
    ]
  },
}
