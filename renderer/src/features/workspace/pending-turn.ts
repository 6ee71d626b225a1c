/**
 * Turning a figure by key, twice in quick succession: the second press must start from where the
 * first one asked to turn it, not from the replica that has not heard back from main yet (two
 * presses of `[` would otherwise turn it once).
 */
export function pendingTurns() {
  let last: { id: string; was: number; asked: number } | null = null
  return {
    /** Where `id` stands now, counting a turn asked for while the replica still shows `seen`. */
    from(id: string, seen: number): number {
      return last && last.id === id && last.was === seen ? last.asked : seen
    },
    /** Remember a turn asked for `id` from what the replica showed (`seen`) to `asked`. */
    asked(id: string, seen: number, asked: number): void {
      last = { id, was: seen, asked }
    },
  }
}
