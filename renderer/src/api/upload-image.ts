/**
 * Send an image the GM picked on the browser host's GM page to the app (`POST /api/background`),
 * which stores it in the campaign: a map's background (`mapId`) or the curtain's picture
 * (`for: 'curtain'`). The GM's token goes in a header, never in the URL (a browser prints a failed
 * request's URL). Resolves to null once stored, or to what went wrong in words.
 */
import { GM_TOKEN_KEY } from './client'

export async function uploadImage(
  file: File,
  target: { mapId: string } | { for: 'curtain' },
): Promise<string | null> {
  try {
    const token = sessionStorage.getItem(GM_TOKEN_KEY) ?? ''
    const query = new URLSearchParams({ ...target, name: file.name })
    const res = await fetch(`/api/background?${query}`, {
      method: 'POST',
      body: file,
      headers: { 'X-Bluebox-GM-Token': token },
    })
    const body = (await res.json()) as { ok: boolean; error?: { message: string } }
    return body.ok ? null : (body.error?.message ?? `the upload failed (${res.status})`)
  } catch (err) {
    return `the upload failed: ${(err as Error).message}`
  }
}
