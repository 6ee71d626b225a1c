/** Save text as a file through a Blob URL (the browser host's download, Electron's save dialog). */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.style.display = 'none'
  document.body.append(a)
  a.click()
  a.remove()
  // Revoked a moment later: some engines start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** A file name from an NPC's name: "Rust Sentinel" -> "rust-sentinel". */
export function fileSlug(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return s || 'npc'
}
