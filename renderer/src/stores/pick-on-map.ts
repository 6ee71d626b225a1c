/**
 * "Pick on map" for a component that waits for a token clicked on the map (the roll dialog, the
 * target panel): whether it is waiting, the button's toggle, and each pick handed to `take`.
 * Picking stops when the component goes, so a closed dialog never swallows the next click.
 */
import { computed, onBeforeUnmount, watch } from 'vue'
import { useRollDialogStore, type PickOwner } from './roll-dialog'

export function usePickOnMap(owner: PickOwner, take: (tokenId: string) => void) {
  const rolls = useRollDialogStore()
  const picking = computed(() => rolls.picking === owner)
  function pickOnMap(): void {
    if (picking.value) rolls.cancelPicking()
    else rolls.startPicking(owner)
  }
  watch(
    () => rolls.picked,
    (p) => {
      if (p?.owner === owner) take(p.tokenId)
    },
  )
  onBeforeUnmount(() => {
    if (picking.value) rolls.cancelPicking()
  })
  return { picking, pickOnMap }
}

/** "Pick a cell on the map" for a component that waits for a cell (an aimed attack's guess). */
export function usePickCellOnMap(owner: PickOwner, take: (cell: { q: number; r: number }) => void) {
  const rolls = useRollDialogStore()
  const pickingCell = computed(() => rolls.pickingCell === owner)
  function pickCellOnMap(): void {
    if (pickingCell.value) rolls.cancelPicking()
    else rolls.startPickingCell(owner)
  }
  watch(
    () => rolls.pickedCell,
    (p) => {
      if (p?.owner === owner) take(p.cell)
    },
  )
  onBeforeUnmount(() => {
    if (pickingCell.value) rolls.cancelPicking()
  })
  return { pickingCell, pickCellOnMap }
}
