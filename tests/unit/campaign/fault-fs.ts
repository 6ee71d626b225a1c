/**
 * A fake fs for fault injection: every call atomic.ts makes passes through to the real fs, is
 * logged as `<call> <what>` (what: `tmp` for a temp file, `dir` for a folder, `file` otherwise),
 * and the call named in `faults.fail` throws EIO instead of running, `faults.times` times.
 * Test files install it with
 * `vi.mock('node:fs', async (real) => wrapFs(await real()))` (and wrapFsPromises for promises).
 */
import type * as Fs from 'node:fs'
import type * as FsPromises from 'node:fs/promises'

export const faults = {
  /** The call to fail, as logged (`renameSync tmp`, `fsyncSync dir`, `handle.sync tmp`...). */
  fail: null as string | null,
  /** How many more times it fails. */
  times: 1,
  log: [] as string[],
  /** Descriptors and handles opened and not closed yet. */
  open: new Set<number>(),
  /** Make writevSync report this many bytes fewer than it wrote (a short write). */
  shortBy: 0,
  /** Every path opened, in order. */
  opened: [] as string[],
}

export function resetFaults(): void {
  faults.fail = null
  faults.times = 1
  faults.log = []
  faults.open.clear()
  faults.shortBy = 0
  faults.opened = []
}

function kind(path: unknown): string {
  const p = String(path)
  if (p.endsWith('.tmp')) return 'tmp'
  return /\.[a-z]+$/.test(p) ? 'file' : 'dir'
}

function step(label: string): void {
  faults.log.push(label)
  if (faults.fail === label && faults.times > 0) {
    faults.times--
    throw Object.assign(new Error(`EIO: injected fault in ${label}`), { code: 'EIO' })
  }
}

export function wrapFs(real: typeof Fs): typeof Fs {
  const fds = new Map<number, string>()
  const what = (fd: number) => fds.get(fd) ?? 'file'
  return {
    ...real,
    openSync: ((path: Fs.PathLike, ...rest: never[]) => {
      step(`openSync ${kind(path)}`)
      faults.opened.push(String(path))
      const fd = (real.openSync as (...a: unknown[]) => number)(path, ...rest)
      fds.set(fd, kind(path))
      faults.open.add(fd)
      return fd
    }) as typeof real.openSync,
    // Like Linux's close(2), a failing close still releases the descriptor.
    closeSync: (fd: number) => {
      real.closeSync(fd)
      faults.open.delete(fd)
      step(`closeSync ${what(fd)}`)
    },
    fsyncSync: (fd: number) => {
      step(`fsyncSync ${what(fd)}`)
      real.fsyncSync(fd)
    },
    writevSync: ((fd: number, buffers: readonly NodeJS.ArrayBufferView[]) => {
      step(`writevSync ${what(fd)}`)
      faults.log.push(`buffers ${buffers.length}`)
      return real.writevSync(fd, buffers) - faults.shortBy
    }) as typeof real.writevSync,
    writeFileSync: ((file: Fs.PathOrFileDescriptor, ...rest: never[]) => {
      if (typeof file === 'number') step(`writeFileSync ${what(file)}`)
      return (real.writeFileSync as (...a: unknown[]) => void)(file, ...rest)
    }) as typeof real.writeFileSync,
    renameSync: (from: Fs.PathLike, to: Fs.PathLike) => {
      step(`renameSync ${kind(from)}`)
      real.renameSync(from, to)
    },
    unlinkSync: (path: Fs.PathLike) => {
      step(`unlinkSync ${kind(path)}`)
      real.unlinkSync(path)
    },
  }
}

let handles = 1_000_000
export function wrapFsPromises(real: typeof FsPromises): typeof FsPromises {
  const open = async (path: Fs.PathLike, ...rest: never[]) => {
    const k = kind(path)
    step(`open ${k}`)
    faults.opened.push(String(path))
    const handle = await (real.open as (...a: unknown[]) => Promise<FsPromises.FileHandle>)(
      path,
      ...rest,
    )
    const id = handles++
    faults.open.add(id)
    const wrapped = {
      writev: async (buffers: NodeJS.ArrayBufferView[]) => {
        step(`handle.writev ${k}`)
        faults.log.push(`buffers ${buffers.length}`)
        const r = await handle.writev(buffers)
        return { ...r, bytesWritten: r.bytesWritten - faults.shortBy }
      },
      writeFile: async (data: string | Uint8Array) => {
        step(`handle.writeFile ${k}`)
        await handle.writeFile(data)
      },
      sync: async () => {
        step(`handle.sync ${k}`)
        await handle.sync()
      },
      close: async () => {
        await handle.close()
        faults.open.delete(id)
        step(`handle.close ${k}`)
      },
    }
    return wrapped as unknown as FsPromises.FileHandle
  }
  return {
    ...real,
    open: open as typeof real.open,
    rename: async (from: Fs.PathLike, to: Fs.PathLike) => {
      step(`rename ${kind(from)}`)
      await real.rename(from, to)
    },
    unlink: async (path: Fs.PathLike) => {
      step(`unlink ${kind(path)}`)
      await real.unlink(path)
    },
  }
}
