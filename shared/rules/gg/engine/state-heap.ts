/** A binary heap of search states (whole numbers) keyed by cost, for the square board's search. */
export class StateHeap {
  private keys: number[] = []
  private states: number[] = []
  get size(): number {
    return this.keys.length
  }
  push(key: number, state: number): void {
    const { keys, states } = this
    let i = keys.length
    keys.push(key)
    states.push(state)
    while (i > 0) {
      const p = (i - 1) >> 1
      if ((keys[p] as number) <= key) break
      keys[i] = keys[p] as number
      states[i] = states[p] as number
      i = p
    }
    keys[i] = key
    states[i] = state
  }
  /** The cheapest state and its key (the heap must not be empty). */
  pop(): [number, number] {
    const { keys, states } = this
    const top: [number, number] = [keys[0] as number, states[0] as number]
    const lastKey = keys.pop() as number
    const lastState = states.pop() as number
    const n = keys.length
    if (n > 0) {
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        if (l >= n) break
        const r = l + 1
        const c = r < n && (keys[r] as number) < (keys[l] as number) ? r : l
        if ((keys[c] as number) >= lastKey) break
        keys[i] = keys[c] as number
        states[i] = states[c] as number
        i = c
      }
      keys[i] = lastKey
      states[i] = lastState
    }
    return top
  }
}
