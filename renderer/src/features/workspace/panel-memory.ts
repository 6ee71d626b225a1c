/**
 * Which side panels the GM keeps open (the Library, the combat tracker, the right-hand column),
 * remembered per campaign in this browser's storage: each campaign opens as its GM left it.
 */
import { reactive, watch } from 'vue'

export type PanelId = 'library' | 'tracker' | 'sidebar'
export type Panels = Record<PanelId, boolean>

/** A campaign the GM has not arranged yet: the Library closed, the rest open. */
export const DEFAULT_PANELS: Readonly<Panels> = { library: false, tracker: true, sidebar: true }

export const panelsKey = (campaignId: string): string => `bluebox.panels.${campaignId}`

/** What is stored for the campaign, over the defaults; anything unreadable is ignored. */
export function readPanels(storage: Pick<Storage, 'getItem'>, campaignId: string | null): Panels {
  const out = { ...DEFAULT_PANELS }
  if (!campaignId) return out
  try {
    const raw: unknown = JSON.parse(storage.getItem(panelsKey(campaignId)) ?? 'null')
    if (raw && typeof raw === 'object')
      for (const id of Object.keys(out) as PanelId[]) {
        const v = (raw as Record<string, unknown>)[id]
        if (typeof v === 'boolean') out[id] = v
      }
  } catch {
    // A damaged entry: the defaults.
  }
  return out
}

export function writePanels(
  storage: Pick<Storage, 'setItem'>,
  campaignId: string | null,
  panels: Panels,
): void {
  if (!campaignId) return
  try {
    storage.setItem(panelsKey(campaignId), JSON.stringify(panels))
  } catch {
    // Storage full or off: the choice lasts this session only.
  }
}

/**
 * The panels' state for the campaign `campaignId()` names: read when it changes (another
 * campaign opened), written on each toggle.
 */
export function usePanelMemory(
  campaignId: () => string | null,
  storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
): Panels {
  const panels = reactive<Panels>({ ...DEFAULT_PANELS })
  watch(
    campaignId,
    (id) => Object.assign(panels, storage ? readPanels(storage, id) : DEFAULT_PANELS),
    { immediate: true },
  )
  watch(
    () => ({ ...panels }),
    (now) => {
      if (storage) writePanels(storage, campaignId(), now)
    },
  )
  return panels
}
