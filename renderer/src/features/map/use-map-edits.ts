/**
 * The GM's map edits as intents to main: a finished gesture becomes one command (one undo step),
 * sent in parts when it is bigger than one message carries; fitting the background; revealing
 * what the PCs see; fog switches; a dropped token's move (and the Opportunity Attacks it provoked).
 */
import type Konva from 'konva'
import { gridOf, gridHexAt, hexKey, revealedBy, type Hex } from '../../../../shared/geometry/hex'
import {
  squareGridOf,
  squaresSeenFrom,
  type SquareGridSource,
} from '../../../../shared/geometry/square'
import { sendInParts } from '../../../../shared/api/bounds'
import type { BackgroundSpec } from '../../board/background'
import { fitFromDrag, fitFromThreeCentres, type Fit } from '../../board/fit'
import { hexCenter, sharedHexOffsets } from '../../board/geometry'
import { useSessionStore } from '../../stores/session'
import { useToolStore } from '../../stores/tools'
import { useOpportunityStore } from './opportunity-offers'
import type { Stroke } from './use-map-gestures'

type Point = { x: number; y: number }

export function useMapEdits(background: () => BackgroundSpec | null) {
  const session = useSessionStore()
  const tools = useToolStore()
  const opportunities = useOpportunityStore()

  function onStroke(stroke: Stroke): void {
    const mapId = session.activeMap?.id
    if (!mapId) return
    // A room fill on a big open map is more than one message carries: it goes in parts.
    if (stroke.target === 'edges') {
      const kind = tools.edgeKind === 'erase' ? null : tools.edgeKind
      void sendInParts(stroke.keys, (edges, more) =>
        session.act('map:setEdges', { mapId, edges, kind, ...more }),
      )
    } else if (tools.tool === 'terrain') {
      if (tools.paintElevation) {
        const elevation = tools.elevation
        void sendInParts(stroke.keys, (hexes, more) =>
          session.act('map:setElevation', { mapId, hexes, elevation, ...more }),
        )
      } else {
        const cell = tools.terrainCell()
        void sendInParts(stroke.keys, (hexes, more) =>
          session.act('map:paintTerrain', { mapId, hexes, cell, ...more }),
        )
      }
    } else if (tools.tool === 'fog') {
      const reveal = tools.fogReveal
      void sendInParts(stroke.keys, (hexes, more) =>
        session.act('fog:reveal', { mapId, hexes, reveal, ...more }),
      )
    }
  }

  function applyFit(fit: Fit | null, what: string): void {
    const m = session.activeMap
    if (!m) return
    if (!fit) {
      session.notify(
        'error',
        `${what}: click the centres of three neighbouring hexes in a row on the picture, a few pixels apart.`,
      )
      return
    }
    if (fit.pixelsPerHex < 4 || fit.pixelsPerHex > 4096) {
      session.notify(
        'error',
        `${what}: that makes ${fit.pixelsPerHex} px per hex; 4 to 4096 fit a map.`,
      )
      return
    }
    void session.act('map:fitBackground', { mapId: m.id, ...fit })
  }

  function onFitClicks(points: Point[]): void {
    const m = session.activeMap
    const bg = background()
    if (!m || !bg) return
    tools.fit(null)
    applyFit(fitFromThreeCentres(points, bg, m), 'Fit from three clicks')
  }

  function onFitDrag(from: Point, to: Point): void {
    const m = session.activeMap
    const bg = background()
    if (m && bg) applyFit(fitFromDrag(bg, m, from, to), 'Drag the picture')
  }

  /** Reveal every hex or square a PC token can see (walls block sight), as one fog edit. */
  function revealPcSight(): void {
    const m = session.activeMap
    if (!m) return
    const pcs = session.tokens.filter((t) => t.kind === 'pc').map((t) => t.hex)
    if (pcs.length === 0) {
      session.notify('error', 'There are no PC tokens on this map to see from.')
      return
    }
    const radius = Math.min(64, Math.max(m.cols, m.rows))
    const keys: string[] = []
    if (m.orientation === 'square') {
      // Walls, shut doors and solid squares block sight as they block a shot (B.8).
      const grid = squareGridOf(m as unknown as SquareGridSource)
      const seen = squaresSeenFrom(
        grid,
        pcs.map((h) => ({ x: h.q, y: h.r })),
        radius,
      )
      seen.forEach((v, i) => {
        if (v) keys.push(`${i % grid.cols},${Math.floor(i / grid.cols)}`)
      })
    } else {
      // The GM's view holds the campaign's own map, terrain details and all.
      const grid = gridOf(m as Parameters<typeof gridOf>[0])
      revealedBy(grid, pcs, radius).forEach((v, i) => {
        if (v) keys.push(hexKey(gridHexAt(grid, i)))
      })
    }
    void sendInParts(keys, (hexes, more) =>
      session.act('fog:reveal', { mapId: m.id, hexes, reveal: true, ...more }),
    )
  }

  function fogAct(kind: 'enabled' | 'prepare' | 'push', value = false): void {
    const mapId = session.activeMap?.id
    if (!mapId) return
    if (kind === 'enabled') void session.act('fog:setEnabled', { mapId, enabled: value })
    else if (kind === 'prepare') void session.act('fog:prepare', { mapId, preparing: value })
    else void session.act('fog:push', { mapId })
  }

  async function onMove(
    tokenId: string,
    to: Hex,
    node: Konva.Node,
    free: boolean,
    via?: Hex[],
  ): Promise<void> {
    const token = session.tokens.find((t) => t.id === tokenId)
    if (token && hexKey(token.hex) !== hexKey(to)) {
      const reply = await session.ask('map:moveToken', {
        tokenId,
        to: { q: to.q, r: to.r },
        ...(free ? { free } : {}),
        ...(via && via.length > 0 ? { via: via.map((h) => ({ q: h.q, r: h.r })) } : {}),
      })
      // In a fight the reply lists the Opportunity Attacks the move provoked.
      if (reply) opportunities.moved(reply)
    }
    // Wherever the store now says the token is (moved, refused or unchanged), the node goes there.
    const now = session.tokens.find((t) => t.id === tokenId)
    if (now && session.activeMap) {
      const c = hexCenter(now.hex, session.activeMap.orientation)
      const off = sharedHexOffsets(session.tokens).get(tokenId) ?? { x: 0, y: 0 }
      node.position({ x: c.x + off.x, y: c.y + off.y })
    }
    node.getLayer()?.batchDraw()
  }

  return { onStroke, onFitClicks, onFitDrag, revealPcSight, fogAct, onMove }
}
