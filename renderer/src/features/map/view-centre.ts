/**
 * Where the GM is looking: the workspace provides the hex at the middle of the map view, and the
 * panels that put tokens on the map (the library's "Place on map", "Add token…") send it, so main
 * drops the token on a free hex there instead of somewhere off screen.
 */
import { inject, type InjectionKey } from 'vue'
import type { ChannelInput } from '../../../../shared/api'
import type { Hex } from '../../../../shared/geometry/hex'
import { useSessionStore } from '../../stores/session'

export type ViewCentre = () => Hex | null

export const VIEW_CENTRE: InjectionKey<ViewCentre> = Symbol('view-centre')

/** The view centre's getter; null (main then uses the map's middle) where no map view is shown. */
export function useViewCentre(): ViewCentre {
  return inject(VIEW_CENTRE, () => null)
}

export type PlaceRequest = Omit<ChannelInput<'token:placeNear'>, 'mapId' | 'near'>

/**
 * Put a token on the shown map near the middle of the GM's view (main picks the free hex) and say
 * where it went; resolves to the new token's id, or null when nothing was placed.
 */
export function usePlaceNearView(): (request: PlaceRequest) => Promise<string | null> {
  const session = useSessionStore()
  const centre = useViewCentre()
  return async (request) => {
    const map = session.activeMap
    if (!map) {
      session.notify('error', 'There is no map to put a token on: make one under Map › New map….')
      return null
    }
    const h = centre()
    const near = h ? { near: { q: h.q + 0, r: h.r + 0 } } : {}
    const out = await session.ask('token:placeNear', { mapId: map.id, ...near, ...request })
    if (!out) return null
    session.notify('info', `${out.name} is on ${map.name} at ${out.hex.q},${out.hex.r}.`)
    return out.tokenId
  }
}
