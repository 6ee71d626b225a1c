/**
 * Which names the browser host answers to. A DNS-rebinding page points its own name at this
 * machine, so its requests arrive with its name in `Host` and in `Origin`: the host answers only
 * to the address it is bound to (and the loopback names when bound to loopback; the machine's LAN
 * addresses with --lan), and checks `Origin` against that same list, never against `Host`.
 */
import { networkInterfaces } from 'node:os'

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]']
const WILDCARD = new Set(['0.0.0.0', '::', ''])

/** The machine's own addresses as a URL writes them (IPv6 in brackets), without link-local ones. */
export function machineAddresses(): string[] {
  const out: string[] = []
  for (const list of Object.values(networkInterfaces())) {
    for (const i of list ?? []) {
      if (i.family === 'IPv4') out.push(i.address)
      else if (!i.address.toLowerCase().startsWith('fe80')) out.push(`[${i.address}]`)
    }
  }
  return out
}

function bracket(address: string): string {
  return address.includes(':') && !address.startsWith('[') ? `[${address}]` : address
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || host.startsWith('127.')
}

export interface HostAllowList {
  /** Is this `Host` header (name and port) one of ours? */
  allowsHost(header: string | undefined): boolean
  /** Is this `Origin` header absent (not a browser) or a page served under one of our names? */
  allowsOrigin(header: string | undefined): boolean
  /** The names with their port, for messages and tests. */
  names(): string[]
}

/**
 * The allow-list for a server bound to `bound` on `port`. Bound to every interface (--lan), it
 * follows the machine's addresses as they change (a laptop that rejoins the Wi-Fi), re-reading
 * them at most once a second and only when an unknown name shows up.
 */
export function hostAllowList(
  bound: string,
  port: number,
  addresses: () => string[] = machineAddresses,
  extra: readonly string[] = [],
): HostAllowList {
  const wildcard = WILDCARD.has(bound)
  const base = wildcard || isLoopback(bound) ? [...LOOPBACK] : []
  if (!wildcard) base.push(bracket(bound))
  base.push(...extra.map(bracket))
  let allowed = new Set<string>()
  let readAt = -Infinity
  const refresh = () => {
    const names = wildcard ? [...base, ...addresses()] : base
    allowed = new Set<string>()
    for (const n of names) {
      const name = n.toLowerCase()
      allowed.add(`${name}:${port}`)
      // A browser leaves out the scheme's default port.
      if (port === 80) allowed.add(name)
    }
    readAt = performance.now()
  }
  refresh()
  const allows = (hostPort: string): boolean => {
    const key = hostPort.toLowerCase()
    if (allowed.has(key)) return true
    if (wildcard && performance.now() - readAt > 1000) {
      refresh()
      return allowed.has(key)
    }
    return false
  }
  return {
    allowsHost: (header) => typeof header === 'string' && header.length <= 300 && allows(header),
    allowsOrigin(header) {
      if (header === undefined) return true
      // "null" is what a sandboxed frame on any page sends: never one of ours.
      let url: URL
      try {
        url = new URL(header)
      } catch {
        return false
      }
      if (url.protocol !== 'http:' || url.origin === 'null') return false
      return allows(url.port ? url.host : `${url.hostname}:80`)
    },
    names: () => [...allowed],
  }
}
