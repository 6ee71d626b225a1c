/**
 * The GM page's one roll dialog (opened from a sheet in the Library or from the map's target
 * panel), and "pick on the map": while something waits for a token, a click on a token goes to
 * it instead of changing the selection. The wait is a mode on the map tools' stack (tools.ts).
 * UI state only; nothing here reaches main.
 */
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { SheetRef } from '../features/library/sheets'
import { useToolStore } from './tools'

/** What a click on a sheet asks for; each ruleset's roll dialog knows its own kinds. */
export interface RollWhat {
  type: string
  [field: string]: unknown
}

export interface RollRequest {
  sheet: SheetRef
  what: RollWhat
}

/** Who waits for a token clicked on the map: the roll dialog or the target panel. */
export type PickOwner = 'roll-dialog' | 'target-panel'

export interface Picked {
  owner: PickOwner
  tokenId: string
  /** Counts picks, so picking the same token twice is still seen. */
  n: number
}

/** A cell picked on the map (an aimed attack's guess): a click on a token gives the token's cell. */
export interface PickedCell {
  owner: PickOwner
  cell: { q: number; r: number }
  n: number
}

/** The map mode of a pick on the map: one at a time, a token's or a cell's. */
export const PICK_MODE = 'pick-on-map'

export const useRollDialogStore = defineStore('roll-dialog', () => {
  const tools = useToolStore()
  const request = ref<RollRequest | null>(null)
  /** A new key per request: the dialog starts fresh each time. */
  const key = ref(0)
  /** Who waits, and for what; set only while the pick's mode is on the tools' stack. */
  const wait = shallowRef<{ owner: PickOwner; cell: boolean } | null>(null)
  const picking = computed(() => (wait.value && !wait.value.cell ? wait.value.owner : null))
  const picked = ref<Picked | null>(null)
  /** Who waits for a cell rather than a token; at most one of this and `picking` is set. */
  const pickingCell = computed(() => (wait.value?.cell ? wait.value.owner : null))
  const pickedCell = ref<PickedCell | null>(null)
  let picks = 0

  function open(r: RollRequest): void {
    request.value = r
    key.value += 1
    cancelPicking()
  }

  function close(): void {
    request.value = null
    if (wait.value?.owner === 'roll-dialog') cancelPicking()
  }

  function startWaiting(owner: PickOwner, cell: boolean): void {
    const mine = { owner, cell }
    tools.pushMode({
      id: PICK_MODE,
      // A cell: a click on the board, or on a token for the cell it stands on. A token: a click
      // on the empty map is swallowed, so the selection stays what the GM is picking for.
      ...(cell
        ? { click: (at) => void offerCell(at), token: (_id, at) => !!at && offerCell(at) }
        : { token: (id) => offer(id) }),
      // Esc ends the pick and nothing else: the selection stays what the GM is picking for.
      escape: 'ends-alone',
      ended: () => {
        if (wait.value === mine) wait.value = null
      },
    })
    wait.value = mine
  }

  function startPicking(owner: PickOwner): void {
    startWaiting(owner, false)
  }

  function startPickingCell(owner: PickOwner): void {
    startWaiting(owner, true)
  }

  function cancelPicking(): void {
    tools.endMode(PICK_MODE)
  }

  /** A map cell clicked (or the cell of a token clicked) while a cell is awaited: it is the pick. */
  function offerCell(cell: { q: number; r: number }): boolean {
    const owner = pickingCell.value
    if (!owner) return false
    pickedCell.value = { owner, cell: { q: cell.q, r: cell.r }, n: ++picks }
    cancelPicking()
    return true
  }

  /**
   * The map's (or the token list's) selection goes through here first: while picking, a token
   * is the pick (and picking ends) and a click on empty map is ignored. Returns whether it was
   * taken, so the caller leaves the selection alone.
   */
  function offer(tokenId: string | null): boolean {
    const owner = picking.value
    if (!owner) return false
    if (tokenId) {
      picked.value = { owner, tokenId, n: ++picks }
      cancelPicking()
    }
    return true
  }

  return {
    request,
    key,
    picking,
    picked,
    pickingCell,
    pickedCell,
    open,
    close,
    startPicking,
    startPickingCell,
    cancelPicking,
    offer,
    offerCell,
  }
})
