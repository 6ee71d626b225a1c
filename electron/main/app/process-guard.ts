/**
 * Last line of defence for a long-running host: an error nothing caught is logged (with any
 * secret cut out) and the host keeps serving, since ending the process would disconnect the
 * whole table and lose the last seconds of edits. Errors coming in a burst mean something is
 * stuck in a loop: that is fatal, and the campaign is saved before the process exits.
 */

export interface ProcessGuardOptions {
  /** Where lines go; defaults to console.error. */
  log?: (line: string) => void
  /** Strings never to print (the GM token). */
  secrets?: () => readonly string[]
  /** Save the campaign; awaited (up to `flushTimeoutMs`) before a fatal exit. */
  flush: () => Promise<void>
  exit?: (code: number) => void
  /** More than this many uncaught errors within `windowMs` is fatal. */
  maxErrors?: number
  windowMs?: number
  flushTimeoutMs?: number
  /** Defaults to process; tests pass an emitter. */
  target?: Pick<NodeJS.Process, 'on' | 'off'>
}

export interface ProcessGuard {
  /** Save and exit: for a failure the host cannot carry on after. */
  fatal(reason: string): Promise<void>
  uninstall(): void
}

export function installProcessGuard(options: ProcessGuardOptions): ProcessGuard {
  const log = options.log ?? ((line: string) => console.error(line))
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const maxErrors = options.maxErrors ?? 20
  const windowMs = options.windowMs ?? 10_000
  const target = options.target ?? process
  let recent: number[] = []
  let exiting: Promise<void> | null = null

  const redact = (text: string): string => {
    let out = text
    for (const s of options.secrets?.() ?? [])
      if (s.length >= 8) out = out.split(s).join('<secret>')
    return out
  }
  const describe = (err: unknown): string =>
    redact(err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err))

  const fatal = (reason: string): Promise<void> => {
    exiting ??= (async () => {
      log(`host: ${redact(reason)}; saving the campaign and stopping.`)
      const timeout = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), options.flushTimeoutMs ?? 5000).unref(),
      )
      try {
        const saved = await Promise.race([options.flush().then(() => 'saved' as const), timeout])
        if (saved === 'timeout') log('host: saving did not finish in time.')
      } catch (err) {
        log(`host: saving failed: ${describe(err)}`)
      }
      exit(1)
    })()
    return exiting
  }

  const onError = (kind: string) => (err: unknown) => {
    log(`host: ${kind} (the host keeps running): ${describe(err)}`)
    const now = performance.now()
    recent = recent.filter((t) => now - t < windowMs)
    recent.push(now)
    if (recent.length > maxErrors)
      void fatal(`${recent.length} unexpected errors in ${Math.round(windowMs / 1000)} s`)
  }
  const onException = onError('unexpected error')
  const onRejection = onError('unhandled promise rejection')
  target.on('uncaughtException', onException)
  target.on('unhandledRejection', onRejection)
  return {
    fatal,
    uninstall() {
      target.off('uncaughtException', onException)
      target.off('unhandledRejection', onRejection)
    },
  }
}
