/** Small guards for untrusted requests: a target that is not a path, a refused upgrade. */
import type { Duplex } from 'node:stream'

/** The path and query of a request target; null for one that is not a path (`//[`, `*`). */
export function parseTarget(target: string | undefined): URL | null {
  // `//x` names a host, not a path: no page of ours asks for one.
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.length > 8192)
    return null
  try {
    // Prefixed, never resolved against a base: `//host` must stay a path, not become a host.
    return new URL(`http://x${target}`)
  } catch {
    return null
  }
}

export const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8' }

/** A refusal on a socket that asked to upgrade: a status line, then the socket is closed. */
export function refuseUpgrade(socket: Duplex, status: string): void {
  if (!socket.writable) return void socket.destroy()
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`, () => socket.destroy())
}

/** The id of a message not parsed (refused unread): so its caller still gets an answer. */
export function peekId(text: string): number | null {
  const m = /^\s*\{\s*"id"\s*:\s*(\d{1,15})\s*[,}]/.exec(text.slice(0, 64))
  return m ? Number(m[1]) : null
}

export function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}
