/**
 * Crash-safe file replacement: write a temp file beside the target, fsync it, rename it over the
 * target, fsync the folder. A crash at any point leaves either the old file or the new one, never
 * a mix (lowdb's steno renames but does not fsync, so a power cut can still lose the rename).
 */
import {
  closeSync,
  fsyncSync,
  openSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writevSync,
} from 'node:fs'
import { open, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

let counter = 0
function tempPath(file: string): string {
  counter = (counter + 1) % 1_000_000
  return join(dirname(file), `.${basename(file)}.${process.pid}.${counter}.tmp`)
}

/** fsync a folder so a rename inside it survives a power cut; not possible on Windows. */
export function fsyncDirSync(dir: string): void {
  if (process.platform === 'win32') return
  const fd = openSync(dir, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

async function fsyncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Leftovers of writes that a crash interrupted: `.<name>.<pid>.<n>.tmp` beside `name`. */
export function isTempOf(file: string, candidate: string): boolean {
  return candidate.startsWith(`.${basename(file)}.`) && candidate.endsWith('.tmp')
}

export async function writeFileAtomic(
  file: string,
  data: string | Uint8Array | readonly Buffer[],
): Promise<void> {
  const tmp = tempPath(file)
  const handle = await open(tmp, 'w', 0o644)
  try {
    if (Array.isArray(data)) {
      // Chunks go out in one vectored write: no concatenated copy of a large file.
      const chunks = data as readonly Buffer[]
      const total = chunks.reduce((n, c) => n + c.length, 0)
      const { bytesWritten } = await handle.writev(chunks as Buffer[])
      if (bytesWritten !== total) throw new Error(`short write: ${bytesWritten} of ${total} bytes`)
    } else {
      await handle.writeFile(data as string | Uint8Array)
    }
    await handle.sync()
  } catch (err) {
    await handle.close().catch(() => {})
    await unlink(tmp).catch(() => {})
    throw err
  }
  try {
    // A failed close may mean the data never reached the disk (NFS reports it there): no rename.
    await handle.close()
    await rename(tmp, file)
  } catch (err) {
    await unlink(tmp).catch(() => {})
    throw err
  }
  await fsyncDir(dirname(file))
}

/** Write every chunk, however many (writev takes at most IOV_MAX buffers a call). */
function writeChunksSync(fd: number, chunks: readonly Buffer[]): void {
  const total = chunks.reduce((n, c) => n + c.length, 0)
  let written = 0
  for (let i = 0; i < chunks.length; i += 512) written += writevSync(fd, chunks.slice(i, i + 512))
  if (written !== total) throw new Error(`short write: ${written} of ${total} bytes`)
}

export function writeFileAtomicSync(
  file: string,
  data: string | Uint8Array | readonly Buffer[],
): void {
  const tmp = tempPath(file)
  const fd = openSync(tmp, 'w', 0o644)
  let open = true
  try {
    // writeFileSync on a descriptor loops until every byte is written; writeSync may not.
    if (Array.isArray(data)) writeChunksSync(fd, data as readonly Buffer[])
    else writeFileSync(fd, data as string | Uint8Array)
    fsyncSync(fd)
    open = false
    closeSync(fd)
    renameSync(tmp, file)
  } catch (err) {
    if (open) closeSync(fd)
    try {
      unlinkSync(tmp)
    } catch {
      // already gone or renamed
    }
    throw err
  }
  fsyncDirSync(dirname(file))
}
