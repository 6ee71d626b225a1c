/**
 * The GM page's one roll dialog (opened from a sheet in the Library or from the map's target
 * panel), and "pick on the map": while something waits for a token, a click on a token goes to
 * it instead of changing the selection. UI state only; nothing here reaches main.
 */
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { SheetRef } from '../features/library/sheets'

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

export const useRollDialogStore = defineStore('roll-dialog', () => {
  const request = ref<RollRequest | null>(null)
  /** A new key per request: the dialog starts fresh each time. */
  const key = ref(0)
  const picking = ref<PickOwner | null>(null)
  const picked = ref<Picked | null>(null)
  /** Who waits for a cell rather than a token; at most one of this and `picking` is set. */
  const pickingCell = ref<PickOwner | null>(null)
  const pickedCell = ref<PickedCell | null>(null)
  let picks = 0

  function open(r: RollRequest): void {
    request.value = r
    key.value += 1
    picking.value = null
    pickingCell.value = null
  }

  function close(): void {
    request.value = null
    if (picking.value === 'roll-dialog') picking.value = null
    if (pickingCell.value === 'roll-dialog') pickingCell.value = null
  }

  function startPicking(owner: PickOwner): void {
    pickingCell.value = null
    picking.value = owner
  }

  function startPickingCell(owner: PickOwner): void {
    picking.value = null
    pickingCell.value = owner
  }

  function cancelPicking(): void {
    picking.value = null
    pickingCell.value = null
  }

  /** A map cell clicked (or the cell of a token clicked) while a cell is awaited: it is the pick. */
  function offerCell(cell: { q: number; r: number }): boolean {
    const owner = pickingCell.value
    if (!owner) return false
    pickedCell.value = { owner, cell: { q: cell.q, r: cell.r }, n: ++picks }
    pickingCell.value = null
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
      picking.value = null
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
