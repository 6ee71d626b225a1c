/**
 * Panning a map that is wholly on screen without redrawing it. While the stage is dragged and
 * everything its layers drew lies inside the view (the map fitted, say), each frame of the pan
 * only moves the layers' canvases by the distance panned (a CSS transform, put on screen by the
 * compositor) instead of clearing and redrawing every full-screen layer: nothing was cut off at
 * the edges, so the moved pictures are exactly what a redraw would paint. A layer that must draw
 * for its own reasons meanwhile (a tile painted, a token changed), a zoom or a resize ends it:
 * every layer is then drawn at the stage's position and the canvases go back in place, in the
 * same task, so no frame shows them twice moved. At the end of the pan the layers are drawn (and
 * their hit graphs with them) where the stage is.
 *
 * A pan that starts with anything cut off redraws as ever.
 */
import type Konva from 'konva'
import { mapBounds, type MapShape } from '../../board/geometry'

interface Options {
  stage: () => Konva.Stage | null
  map: () => MapShape
}

interface Shift {
  stage: Konva.Stage
  x: number
  y: number
  scale: number
  width: number
  height: number
  layers: Konva.Layer[]
}

/** Content this close to the view's edge (CSS px) counts as cut off: shadows, rounding. */
const EDGE = 2

export function usePanShift(o: Options) {
  let shift: Shift | null = null

  /** Whether everything the stage's layers draw lies inside the view now. */
  function wholeInView(stage: Konva.Stage): boolean {
    const w = stage.width()
    const h = stage.height()
    const s = stage.scaleX()
    const inView = (r: { x: number; y: number; width: number; height: number }) =>
      r.x >= EDGE && r.y >= EDGE && r.x + r.width <= w - EDGE && r.y + r.height <= h - EDGE
    // The board and fog are custom shapes (tiles clipped to the map) with no size of their own.
    const b = mapBounds(o.map())
    if (
      !inView({
        x: stage.x() + b.x * s,
        y: stage.y() + b.y * s,
        width: b.width * s,
        height: b.height * s,
      })
    )
      return false
    for (const layer of stage.getLayers()) {
      if (!layer.isVisible() || layer.getChildren().length === 0) continue
      const r = layer.getClientRect()
      if (r.width > 0 && r.height > 0 && !inView(r)) return false
    }
    return true
  }

  function place(s: Shift): void {
    const dx = s.stage.x() - s.x
    const dy = s.stage.y() - s.y
    const t = dx === 0 && dy === 0 ? '' : `translate(${dx}px, ${dy}px)`
    for (const layer of s.layers) layer.getNativeCanvasElement().style.transform = t
  }

  /** Back to drawing: canvases in place, every layer but `except` drawn now. */
  function end(except?: Konva.Layer): void {
    const s = shift
    if (!s) return
    shift = null
    // The instance methods go; the prototype's (Konva's) are what is left.
    delete (s.stage as Partial<Konva.Stage>).batchDraw
    for (const layer of s.layers) {
      delete (layer as Partial<Konva.Layer>).drawScene
      layer.getNativeCanvasElement().style.transform = ''
    }
    for (const layer of s.layers) if (layer !== except && layer.getStage()) layer.draw()
  }

  /**
   * The stage began to be dragged: shift the canvases instead of redrawing, if the whole map
   * and all on it are in view. Returns whether it does.
   */
  function start(): boolean {
    const stage = o.stage()
    end()
    if (!stage || !wholeInView(stage)) return false
    const s: Shift = {
      stage,
      x: stage.x(),
      y: stage.y(),
      scale: stage.scaleX(),
      width: stage.width(),
      height: stage.height(),
      layers: stage.getLayers().slice(),
    }
    shift = s
    const batchDraw = Object.getPrototypeOf(stage).batchDraw as Konva.Stage['batchDraw']
    // Moving the stage asks it to redraw every layer: a move only shifts them.
    stage.batchDraw = function shiftInstead(this: Konva.Stage) {
      if (
        shift === s &&
        s.stage.scaleX() === s.scale &&
        s.stage.scaleY() === s.scale &&
        s.stage.width() === s.width &&
        s.stage.height() === s.height &&
        s.stage.getLayers().length === s.layers.length
      ) {
        place(s)
        return this
      }
      end()
      return batchDraw.call(this)
    }
    // Its scene, whether drawn on its own or by the stage's draw (which a drag's end calls).
    for (const layer of s.layers) {
      const drawScene = Object.getPrototypeOf(layer).drawScene as Konva.Layer['drawScene']
      layer.drawScene = function drawInPlace(this: Konva.Layer, ...args) {
        end(this)
        return drawScene.apply(this, args)
      }
    }
    return true
  }

  return {
    start,
    /** The drag ended: draw where the stage is. */
    stop: () => end(),
    /** Whether the layers are being shifted instead of drawn. */
    active: () => shift !== null,
  }
}
