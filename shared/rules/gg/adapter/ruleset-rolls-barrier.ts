/**
 * Barrier Points gained (GG-090 … GG-092, seed L113–117): they never add up; a being that has
 * some keeps them or takes the new ones (`bpGain`: the GM picks, or the higher is kept). BP can
 * exceed the HP Maximum and do not wake a being at 0 HP. Logged as its own line and undone like
 * any roll's changes.
 */
import { RollRefused, type RolledRequest } from '../../ruleset'
import { gainBarrierPoints } from '../engine/healing'
import type { GgBarrierGain } from '../engine/roll-requests'
import { ggOptionsOf, ggSheetOfToken, stateOf, ggTokenOf } from './ruleset-rolls-lookup'
import type { GgCampaign } from './types'

/** What a barrier gain would ask: whether the GM must choose, and the choice the table makes. */
export function barrierChoiceNeeded(
  current: number,
  offered: number,
  bpGain: 'ask' | 'keepHigher',
): { ask: boolean; choice: 'keep' | 'replace' } {
  if (current <= 0) return { ask: false, choice: 'replace' }
  if (bpGain === 'keepHigher') return { ask: false, choice: offered > current ? 'replace' : 'keep' }
  return { ask: true, choice: offered > current ? 'replace' : 'keep' }
}

/** Give a token Barrier Points: kept or replaced, never added (GG-091). */
export function resolveGgBarrierGain(campaign: GgCampaign, request: GgBarrierGain): RolledRequest {
  const options = ggOptionsOf(campaign)
  const token = ggTokenOf(campaign, request.barrierFor)
  const sheet = ggSheetOfToken(campaign, token, 'it has no Barrier Points to keep')
  const state = stateOf(token, sheet)
  if (state.dying.dead) throw new RollRefused(`${token.name} is dead; a barrier cannot help.`)
  const need = barrierChoiceNeeded(state.bp, request.amount, options.bpGain)
  if (need.ask && request.choice === undefined)
    throw new RollRefused(
      `${token.name} already has ${state.bp} Barrier Points: say whether it keeps them or takes the ${request.amount} new ones (they never add up, GG-091).`,
    )
  const choice = need.ask ? request.choice! : need.choice
  const bp = gainBarrierPoints(state.bp, request.amount, choice)
  const source = request.source ? ` from ${request.source}` : ''
  const how =
    state.bp <= 0
      ? `gains ${bp} Barrier Points${source}`
      : choice === 'replace'
        ? `replaces ${state.bp} Barrier Points with ${request.amount}${source}`
        : `keeps ${state.bp} Barrier Points, not the ${request.amount}${source}`
  const notes = [`${token.name} ${how} (BP ${state.bp} → ${bp}; they never add up, GG-091)`]
  if (!need.ask && state.bp > 0) notes.push('the table keeps the higher')
  if (state.hp <= 0 && bp > 0)
    notes.push('Barrier Points do not wake or Stabilise a being at 0 HP (GG-092)')
  return {
    outcome: {
      who: token.name,
      what: 'Barrier Points',
      total: null,
      outcome: choice === 'keep' && state.bp > 0 ? 'kept' : 'gained',
      detail: notes.join('; '),
    },
    changes:
      bp === state.bp ? [] : [{ kind: 'instance', tokenId: token.id, instance: { ...state, bp } }],
    label: `${token.name}: Barrier Points`,
  }
}
