/**
 * Opening an image URL for decoding. The browser host gives the campaign's original images
 * (`/assets/...`) to the GM's page only, which proves it with its token in a header; an <img>
 * cannot send one, so those are fetched here and decoded from a blob: URL. Everything else (the
 * players' renditions, the app's own scheme in Electron) loads as it is.
 */
import type { OpenedImage } from '../board/background'
import { GM_TOKEN_KEY } from './client'

export async function openImageUrl(url: string): Promise<OpenedImage> {
  if (!url.startsWith('/assets/') || typeof fetch !== 'function')
    return { src: url, release: () => {} }
  const token = sessionStorage.getItem(GM_TOKEN_KEY) ?? ''
  const res = await fetch(url, { headers: { 'X-Bluebox-GM-Token': token } })
  if (!res.ok) throw new Error(`${url}: ${res.status} ${res.statusText}`)
  const blob = await res.blob()
  const src = URL.createObjectURL(blob)
  return { src, blob, release: () => URL.revokeObjectURL(src) }
}
