/**
 * A named snapshot before a big step (Start combat, Resolve rest): true when the step may go on
 * (no snapshot asked, or it was saved); false after telling the GM why it was not saved.
 */
import type { useSessionStore } from '../../stores/session'

type Session = Pick<ReturnType<typeof useSessionStore>, 'tryAsk' | 'notify'>

export async function saveSnapshotFirst(
  session: Session,
  wanted: boolean,
  label: string,
  step: string,
): Promise<boolean> {
  if (!wanted) return true
  const name = label.trim()
  if (!name) {
    session.notify('error', `Give the snapshot a name, or untick "Save a snapshot first".`)
    return false
  }
  const r = await session.tryAsk('history:snapshot', { label: name })
  if ('error' in r) {
    session.notify(
      'error',
      `The snapshot “${name}” was not saved, so ${step} did not go ahead: ${r.error}`,
    )
    return false
  }
  return true
}
