/**
 * A Hero leaving by an exit (OTHER-SYSTEMS.md B.1, ZZ-21, ZZ-Q38; seed 003, the Exit action: "they
 * can remove their figurine from play, and give their turn to any other Hero"): the figure leaves
 * the board and the fight. The turn it gives is the tracker's own step ('combat:extraTurn'), so
 * each can be undone alone; the log line says which turn the table option gives.
 *
 * What the Hero carries on: the seed (L156-162) removes the figurine from play and says nothing of
 * the Hero's wounds, Mind Points, statuses or what it holds and carries, so nothing is lost: its
 * state in play goes onto its Hero sheet (`offBoard`), where the campaign keeps it, and the Hero
 * placed on a later map starts from it. Only the attack log is left behind: it names the foes of
 * this fight since the Hero's last turn here (ZZ-40), and the Hero is out of that fight.
 */
import { RollRefused, type RolledRequest, type StateChange } from '../../ruleset'
import { zzExitHero } from '../engine/actions'
import type { ZzActor } from './ruleset-rolls-lookup'
import type { ZzExitRequest } from '../engine/roll-requests'
import { zzIsHero } from './ruleset-combat-being'
import { refused, zzActorOf, zzBoardOf, zzLedgerOf } from './ruleset-rolls-lookup'
import { zzOptionsOf } from '../engine/options'
import type { ZzCampaign } from './types'

/** The Hero sheet keeping the leaver's state, as a 'sheet' change; none for a token with no PC sheet. */
function keepOnSheet(campaign: ZzCampaign, actor: ZzActor): StateChange[] {
  const id = actor.token.pcId
  if (actor.token.npcId !== undefined || id === undefined || !Object.hasOwn(campaign.pcs, id))
    return []
  const record = campaign.pcs[id]
  if (!record) return []
  const offBoard = { ...actor.inst, attackedBy: [] }
  return [{ kind: 'sheet', sheetKind: 'pc', id, record: { ...record, offBoard } }]
}

/** ZZ-21, ZZ-Q38 (`exitGiveTurn`): the Hero on an exit square leaves the board and the fight. */
export function resolveZzExit(campaign: ZzCampaign, r: ZzExitRequest): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.tokenId)
  const name = actor.figure.name
  if (!zzIsHero(actor.token))
    throw new RollRefused(`${name} is not a Hero; only Heroes leave by an exit.`)
  const map = zzBoardOf(campaign, actor.token)
  const key = `${actor.token.hex.q},${actor.token.hex.r}`
  const exit = Object.hasOwn(map.exits ?? {}, key) ? map.exits?.[key] : undefined
  const ledger = zzLedgerOf(campaign, actor)
  const give = refused(() => zzExitHero(ledger, exit !== undefined, options))
  const gives = give.give === 'extraTurn' ? 'an extra full turn' : `the ${give.ap} AP it had left`
  const what = `Leave by the ${exit?.name ?? 'exit'}`
  const kept = keepOnSheet(campaign, actor)
  const state = kept.length
    ? ` ${name}'s sheet keeps its ${actor.inst.hp} HP, Mind Points, statuses and gear for the next map.`
    : ''
  return {
    outcome: {
      who: name,
      what,
      total: null,
      outcome: 'leaves the map',
      detail: `${name} leaves by the ${exit?.name ?? 'exit'}; another Hero of its choosing may take ${gives}.${state}`,
      public: { what, total: null, outcome: 'leaves the map' },
    },
    changes: [...kept, { kind: 'dismiss', tokenId: actor.token.id }],
    label: `${name}: ${what}`,
    actor: actor.token.id,
  }
}
