/**
 * How the BW panels send a request to main: an attack on 'roll:attack', everything else (an
 * explosion, setting a unit on fire, Extra Effort) on 'roll:check' with its own `kind`, as
 * shared/rules/bw/engine/roll-requests.ts names them. One place, so the panels never name a channel.
 * Answers main's log line for the roll, or null after a refusal (which shows as a notice).
 */
import type { DiceLogEntry } from '../../../../shared/api/contract/rolls'
import { useSessionStore } from '../../stores/session'

export type BwSendable = { kind: string } & Record<string, unknown>

export function sendBwRequest(request: BwSendable): Promise<DiceLogEntry | null> {
  const session = useSessionStore()
  if (request.kind === 'attack') {
    const { kind: _kind, ...rest } = request
    return session.ask('roll:attack', rest)
  }
  return session.ask('roll:check', request)
}
