/**
 * The end-to-end tests' window on this map (board/probe.ts), registered once the stage exists. A
 * gridless board's names are painted into its tiles, so the probe is told them at the zoom drawn.
 */
import type Konva from 'konva'
import { onMounted } from 'vue'
import { boardLabelSize, gridlessBoardLabels, isGridlessLayer } from '../../board/gridless-paint'
import type { LayerMap } from '../../board/layers'
import { registerMapProbe } from '../../board/probe'

export function useMapProbe(
  mode: string,
  stage: () => Konva.Stage | null,
  map: () => LayerMap,
  scale: () => number,
): void {
  onMounted(() =>
    registerMapProbe(
      mode,
      stage,
      () => map().orientation,
      () => {
        const m = map()
        return isGridlessLayer(m)
          ? [...gridlessBoardLabels(m, boardLabelSize(scale())).values()]
          : []
      },
    ),
  )
}
