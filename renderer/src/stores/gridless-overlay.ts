/**
 * What a ruleset's UI draws over a gridless table (rings, a NearMiss disc), by owner: see
 * board/gridless-overlay.ts for the shapes and an example. UI only; nothing here reaches main.
 */
import { defineStore } from 'pinia'
import { computed, reactive, ref } from 'vue'
import type { GridlessOverlay } from '../board/gridless-overlay'

export const useGridlessOverlayStore = defineStore('gridless-overlay', () => {
  const byOwner = ref<Record<string, GridlessOverlay>>({})
  /** Everything to draw, in the order it was shown. */
  const shown = computed(() => Object.values(byOwner.value))
  /** Show `overlay` for `owner` (replacing what it showed before). */
  function show(owner: string, overlay: GridlessOverlay): void {
    byOwner.value = { ...byOwner.value, [owner]: overlay }
  }
  /** Take `owner`'s overlay away; without an owner, everything. */
  function clear(owner?: string): void {
    if (owner === undefined) byOwner.value = {}
    else {
      const { [owner]: _gone, ...rest } = byOwner.value
      byOwner.value = rest
    }
  }
  return { byOwner, shown, show, clear }
})

/**
 * The GM's 1"/6" grid switch on gridless tables (on by default): the map's renderer copies it
 * into the board painter (board/gridless-paint.ts `inchGrid`) and repaints.
 */
export const inchGridSwitch = reactive({ shown: true })
