/**
 * The browser host's image routes. `/assets/<sha256>.<ext>` are the campaign's own images: the
 * GM's page only (it sends its token in a header). `/player-assets/<map id>/<file>` is what a
 * players' view names for its background: answered only while that view names exactly that file
 * (never while the curtain is down; a refusal reads as an unknown file, so nothing is confirmed).
 * `/curtain-picture/<file>` is the curtain's picture: answered only while the curtain is down
 * with that picture.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { timingSafeEqual } from 'node:crypto'
import { readServableAsset } from '../persistence/assets'
import type { PlayerAssets } from '../persistence/player-assets'
import { PLAYER_FILE_PATTERN } from '../../../shared/projection'

export interface AssetRouteContext {
  /** The open campaign's folder; null when none is open. */
  campaignDir: () => string | null
  players: PlayerAssets
  gmToken: string
  /** The request header the GM's page sends its token in. */
  tokenHeader: string
}

function isGm(req: IncomingMessage, ctx: AssetRouteContext): boolean {
  const given = req.headers[ctx.tokenHeader]
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(ctx.gmToken)
  return a.length === b.length && timingSafeEqual(a, b)
}

function text(res: ServerResponse, status: number, body: string): true {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(body)
  return true
}

function image(
  req: IncomingMessage,
  res: ServerResponse,
  file: { body: Buffer; type: string },
): true {
  // Content-addressed names: the bytes behind a name never change. Private: never in a proxy.
  res.writeHead(200, {
    'Content-Type': file.type,
    'Content-Length': file.body.length,
    'Cache-Control': 'private, max-age=31536000, immutable',
  })
  res.end(req.method === 'HEAD' ? undefined : file.body)
  return true
}

/**
 * Answer a GET or HEAD for an image route; false when `path` is not one (the caller goes on).
 * `path` is the request's decoded-safe pathname (still percent-encoded).
 */
export async function serveAssetRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  ctx: AssetRouteContext,
): Promise<boolean> {
  // The built renderer's own files live under /assets/ too, with names that are never a sha256.
  const asset = /^\/assets\/([0-9a-f]{64}\.[a-z]+)$/.exec(path)
  if (asset) {
    if (!isGm(req, ctx))
      return text(res, 403, 'Only the GM page can fetch the campaign images themselves.')
    const dir = ctx.campaignDir()
    const file = dir ? await readServableAsset(dir, asset[1]!) : null
    return file ? image(req, res, file) : text(res, 404, 'no such image in this campaign')
  }
  if (path.startsWith('/player-assets/')) {
    const parts = path.slice('/player-assets/'.length).split('/')
    let mapId: string
    try {
      mapId = decodeURIComponent(parts[0] ?? '')
    } catch {
      return text(res, 404, 'no such image for the players')
    }
    const name = parts[1] ?? ''
    const file =
      parts.length === 2 && PLAYER_FILE_PATTERN.test(name)
        ? await ctx.players.get(mapId, name)
        : null
    return file ? image(req, res, file) : text(res, 404, 'no such image for the players')
  }
  if (path.startsWith('/curtain-picture/')) {
    const name = path.slice('/curtain-picture/'.length)
    const file = PLAYER_FILE_PATTERN.test(name) ? await ctx.players.curtainPicture(name) : null
    // Never cached: the same name is refused once the curtain is up.
    if (file) {
      res.writeHead(200, {
        'Content-Type': file.type,
        'Content-Length': file.body.length,
        'Cache-Control': 'no-store',
      })
      res.end(req.method === 'HEAD' ? undefined : file.body)
      return true
    }
    return text(res, 404, 'no such image for the players')
  }
  return false
}
