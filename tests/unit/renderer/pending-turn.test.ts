import { describe, expect, it } from 'vitest'
import { pendingTurns } from '../../../renderer/src/features/workspace/pending-turn'

describe('turning a figure by key faster than main answers', () => {
  it('starts the second turn from where the first asked, until the replica moves on', () => {
    const turns = pendingTurns()
    // Heading 1 on the replica; `[` asks for 0.
    expect(turns.from('vaka', 1)).toBe(1)
    turns.asked('vaka', 1, 0)
    // Pressed again before main answered: the replica still shows 1, so the turn starts at 0.
    expect(turns.from('vaka', 1)).toBe(0)
    turns.asked('vaka', 1, 7)
    // Main answered (the replica shows 0, then 7): the replica is believed again.
    expect(turns.from('vaka', 0)).toBe(0)
    expect(turns.from('vaka', 7)).toBe(7)
    // Another figure is never turned from Vaka's pending heading.
    expect(turns.from('hound', 1)).toBe(1)
  })
})
