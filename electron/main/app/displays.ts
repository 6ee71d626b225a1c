/** Which display the projector goes on. Pure, so it is tested without Electron. */
export interface DisplayInfo {
  id: number
  label?: string
  bounds: { x: number; y: number; width: number; height: number }
}

export interface ProjectorPlacement {
  display: DisplayInfo
  /** Fullscreen on a second display; windowed when the projector shares the GM's only screen. */
  fullscreen: boolean
}

/**
 * The remembered display when it is still attached; otherwise the first display that is not
 * the primary; otherwise the primary, windowed.
 */
export function chooseProjectorDisplay(
  displays: readonly DisplayInfo[],
  primaryId: number,
  rememberedId: number | null,
): ProjectorPlacement {
  const primary = displays.find((d) => d.id === primaryId) ?? displays[0]
  if (!primary) throw new Error('no display is attached')
  if (displays.length === 1) return { display: primary, fullscreen: false }
  const remembered = rememberedId === null ? undefined : displays.find((d) => d.id === rememberedId)
  if (remembered) return { display: remembered, fullscreen: true }
  const other = displays.find((d) => d.id !== primary.id) ?? primary
  return { display: other, fullscreen: other.id !== primary.id }
}

export function describeDisplay(d: DisplayInfo, index: number, primaryId: number): string {
  const name = d.label && d.label.trim() ? d.label.trim() : `Display ${index + 1}`
  return `${name} (${d.bounds.width}x${d.bounds.height})${d.id === primaryId ? ', primary' : ''}`
}

/** Windowed bounds centred on a display, for the single-screen case. */
export function windowedBounds(d: DisplayInfo): {
  x: number
  y: number
  width: number
  height: number
} {
  const width = Math.round(Math.min(1280, d.bounds.width * 0.8))
  const height = Math.round(Math.min(800, d.bounds.height * 0.8))
  return {
    x: Math.round(d.bounds.x + (d.bounds.width - width) / 2),
    y: Math.round(d.bounds.y + (d.bounds.height - height) / 2),
    width,
    height,
  }
}

/** The display a window is on: the one its bounds overlap most (null when it is off every one). */
export function displayOfBounds(
  displays: readonly DisplayInfo[],
  bounds: { x: number; y: number; width: number; height: number },
): DisplayInfo | null {
  let best: DisplayInfo | null = null
  let bestArea = 0
  for (const d of displays) {
    const b = d.bounds
    const w = Math.min(b.x + b.width, bounds.x + bounds.width) - Math.max(b.x, bounds.x)
    const h = Math.min(b.y + b.height, bounds.y + bounds.height) - Math.max(b.y, bounds.y)
    if (w > 0 && h > 0 && w * h > bestArea) {
      best = d
      bestArea = w * h
    }
  }
  return best
}
