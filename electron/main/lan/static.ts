/** Static files of the built renderer for the browser host, confined to one folder. */
import { readFile } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

export interface StaticFile {
  body: Buffer
  type: string
}

/** The file for a URL path, or null when it does not exist or would leave `root`. */
export async function readStatic(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const rel = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '')
  const base = resolve(root)
  const file = resolve(base, rel)
  if (file !== base && !file.startsWith(base + sep)) return null
  try {
    const body = await readFile(file)
    return { body, type: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' }
  } catch {
    return null
  }
}
