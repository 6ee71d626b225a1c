/**
 * How the ZZ dialogs send a roll or a dungeon action to main: an attack on 'roll:attack', every
 * other request (re-roll, skill, contest, finish, loot, pick up, drop, open / close) on
 * 'roll:check' with its own `kind`, as shared/rules/zz/engine/roll-requests.ts names them. One place, so
 * the dialogs never name a channel.
 */
import { useSessionStore } from '../../../stores/session'

export type ZzSendable = { kind: string } & Record<string, unknown>

export function sendZzRequest(request: ZzSendable): Promise<boolean> {
  const session = useSessionStore()
  if (request.kind === 'attack') {
    const { kind: _kind, ...rest } = request
    return session.act('roll:attack', rest)
  }
  return session.act('roll:check', request)
}
