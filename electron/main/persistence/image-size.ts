/** Pixel size of a PNG, JPEG, GIF or WebP from its header bytes, without decoding the image. */
export interface ImageSize {
  width: number
  height: number
}

export function imageSize(b: Uint8Array): ImageSize | null {
  const u16be = (i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0)
  const u16le = (i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8)
  const u32be = (i: number) => (u16be(i) * 65536 + u16be(i + 2)) >>> 0
  const u24le = (i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16)
  // PNG: the IHDR chunk comes first.
  if (b[0] === 0x89 && b[1] === 0x50 && b[12] === 0x49 && b[13] === 0x48)
    return { width: u32be(16), height: u32be(20) }
  // GIF87a/89a: logical screen size.
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return { width: u16le(6), height: u16le(8) }
  // WebP: VP8 (lossy), VP8L (lossless), VP8X (extended).
  if (b[0] === 0x52 && b[8] === 0x57 && b[12] === 0x56 && b[13] === 0x50 && b[14] === 0x38) {
    const kind = String.fromCharCode(b[15] ?? 0)
    if (kind === ' ') return { width: u16le(26) & 0x3fff, height: u16le(28) & 0x3fff }
    if (kind === 'L') {
      const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    if (kind === 'X') return { width: u24le(24) + 1, height: u24le(27) + 1 }
    return null
  }
  // JPEG: walk the segments to the first start-of-frame marker.
  if (b[0] === 0xff && b[1] === 0xd8) {
    let i = 2
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null
      const marker = b[i + 1] ?? 0
      if (
        marker >= 0xc0 &&
        marker <= 0xcf &&
        marker !== 0xc4 &&
        marker !== 0xc8 &&
        marker !== 0xcc
      ) {
        return { width: u16be(i + 7), height: u16be(i + 5) }
      }
      i += 2 + u16be(i + 2)
    }
  }
  return null
}
