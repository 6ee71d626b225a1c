/**
 * A Hero leaving by an exit (OTHER-SYSTEMS.md B.1, ZZ-21, ZZ-Q38; seed 003, the Exit action: "they
 * can remove their figurine from play, and give their turn to any other Hero"): the figure leaves
 * the board and the fight. The turn it gives is the tracker's own step ('combat:extraTurn'), so
 * each can be undone alone; the log line says which turn the table option gives.
 */
import type { Campaign } from '../../model'
import { RollRefused, type RolledRequest } from '../ruleset'
import { zzExitHero } from './actions'
import type { ZzExitRequest } from './roll-requests'
import { zzIsHero } from './ruleset-combat-being'
import { refused, zzActorOf, zzBoardOf, zzLedgerOf, zzOptionsOf } from './ruleset-rolls-lookup'

/** ZZ-21, ZZ-Q38 (`exitGiveTurn`): the Hero on an exit square leaves the board and the fight. */
export function resolveZzExit(campaign: Campaign, r: ZzExitRequest): RolledRequest {
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
  return {
    outcome: {
      who: name,
      what,
      total: null,
      outcome: 'leaves the map',
      detail: `${name} leaves by the ${exit?.name ?? 'exit'}; another Hero of its choosing may take ${gives}`,
      public: { what, total: null, outcome: 'leaves the map' },
    },
    changes: [{ kind: 'dismiss', tokenId: actor.token.id }],
    label: `${name}: ${what}`,
    actor: actor.token.id,
  }
}
