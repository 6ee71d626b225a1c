/**
 * Token name labels never cover one another or another token's disc, on the GM's map and the
 * players' (a TV at 1920x1080), on every ruleset's demo board: Blue Box's hexes, GG's, ZZ's
 * square dungeon and BrikWars' gridless inches. Two tokens dragged side by side keep their names
 * apart. And a selected ranged attacker's movement and reach do not both wash the map.
 */
import type { Page } from '@playwright/test'
import { drag, expect, hexPos, mapReady, startHost, test, tokenPos } from './fixtures'

type Probe = 'gm' | 'projector'
interface Box {
  id: string
  x: number
  y: number
  width: number
  height: number
}
/** The probe's label, disc and zone readings (renderer/src/board/probe.ts). */
interface LabelProbe {
  labelClientRects(): (Box & { text: string })[]
  discClientRects(): (Box & { round: boolean })[]
  zoneStyles(): Record<string, string>
  boardLabelClientRects(): (Box & { text: string })[]
}

/**
 * What the map draws now: its labels, and every clash (label on label, label on another token's
 * disc), with half a pixel of slack for rounding.
 */
function readLabels(page: Page, probe: Probe) {
  return page.evaluate((p) => {
    const m = window.__blueboxMap?.[p] as unknown as LabelProbe | undefined
    const labels = m?.labelClientRects() ?? []
    const discs = m?.discClientRects() ?? []
    const board = m?.boardLabelClientRects() ?? []
    const e = 0.5
    const overlap = (a: Box, b: Box) =>
      a.x + e < b.x + b.width &&
      b.x + e < a.x + a.width &&
      a.y + e < b.y + b.height &&
      b.y + e < a.y + a.height
    const onDisc = (a: Box, d: Box & { round: boolean }) => {
      if (!d.round) return overlap(a, d)
      const r = d.width / 2 - e
      const cx = d.x + d.width / 2
      const cy = d.y + d.height / 2
      const nx = Math.max(a.x, Math.min(cx, a.x + a.width))
      const ny = Math.max(a.y, Math.min(cy, a.y + a.height))
      return (nx - cx) ** 2 + (ny - cy) ** 2 < r * r
    }
    const clashes: string[] = []
    labels.forEach((a, i) => {
      for (const b of labels.slice(i + 1))
        if (overlap(a, b)) clashes.push(`"${a.text}" over "${b.text}"`)
      for (const d of discs)
        if (d.id !== a.id && onDisc(a, d)) clashes.push(`"${a.text}" over ${d.id}'s disc`)
    })
    // The names painted on a gridless table's shapes ("Farmhouse · 15 brix"): apart too.
    board.forEach((a, i) => {
      for (const b of board.slice(i + 1))
        if (overlap(a, b)) clashes.push(`"${a.text}" over "${b.text}"`)
    })
    return { texts: [...labels, ...board].map((l) => l.text), clashes }
  }, probe)
}

/** Waits until the map has named its tokens, then expects no clash. */
async function expectClear(page: Page, probe: Probe, minLabels: number): Promise<string[]> {
  await mapReady(page, probe)
  await expect
    .poll(async () => (await readLabels(page, probe)).texts.length)
    .toBeGreaterThanOrEqual(minLabels)
  const read = await readLabels(page, probe)
  expect(read.clashes).toEqual([])
  return read.texts
}

const DEMOS = [
  { ruleset: 'bluebox', args: [] as string[], min: 7 },
  { ruleset: 'gg', args: ['--demo', 'gg'], min: 5 },
  { ruleset: 'zz', args: ['--demo', 'zz'], min: 5 },
  { ruleset: 'bw', args: ['--demo', 'bw'], min: 5 },
]

for (const demo of DEMOS) {
  test(`${demo.ruleset} demo at 1920x1080: no label covers another label or disc, GM and TV`, async ({
    browser,
  }) => {
    const { host, child } = await startHost(demo.args)
    try {
      const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
      await gm.goto(host.gmUrl)
      await expectClear(gm, 'gm', demo.min)
      await gm.screenshot({ path: test.info().outputPath(`${demo.ruleset}-gm.png`) })
      // Zoomed in a few steps (BrikWars' small bases get their names only then), still apart.
      const zoomIn = gm.getByTitle('Zoom in (+)')
      for (let i = 0; i < 4; i++) await zoomIn.click()
      await expect.poll(async () => (await readLabels(gm, 'gm')).clashes).toEqual([])
      await gm.screenshot({ path: test.info().outputPath(`${demo.ruleset}-gm-zoomed.png`) })
      const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
      await tv.goto(host.playerUrl)
      await expectClear(tv, 'projector', 1)
      await tv.screenshot({ path: test.info().outputPath(`${demo.ruleset}-tv.png`) })
    } finally {
      child.kill('SIGTERM')
    }
  })
}

test('two tokens side by side keep their names apart, GM and TV; the selected keeps its place', async ({
  browser,
}) => {
  const { host, child } = await startHost()
  try {
    const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
    await gm.goto(host.gmUrl)
    await mapReady(gm, 'gm')
    const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
    await tv.goto(host.playerUrl)
    await mapReady(tv, 'projector')
    // The Scrap Hound put (freely, Shift) in the hex right under Vaka, then Orin beside them.
    await gm.keyboard.down('Shift')
    await drag(gm, await tokenPos(gm, 'gm', 'npc-hound'), await hexPos(gm, 'gm', 1, 6))
    await drag(gm, await tokenPos(gm, 'gm', 'pc-orin'), await hexPos(gm, 'gm', 2, 5))
    await gm.keyboard.up('Shift')
    const near = async (page: Page, probe: Probe, id: string, q: number, r: number) => {
      const t = await tokenPos(page, probe, id)
      const h = await hexPos(page, probe, q, r)
      return Math.hypot(t.x - h.x, t.y - h.y) < 4
    }
    await expect.poll(() => near(gm, 'gm', 'npc-hound', 1, 6)).toBe(true)
    await expect.poll(() => near(gm, 'gm', 'pc-orin', 2, 5)).toBe(true)
    expect(await expectClear(gm, 'gm', 5)).toEqual(expect.arrayContaining(['Vaka']))
    await gm.screenshot({ path: test.info().outputPath('adjacent-gm.png') })
    await expect.poll(() => near(tv, 'projector', 'npc-hound', 1, 6)).toBe(true)
    await expect.poll(() => near(tv, 'projector', 'pc-orin', 2, 5)).toBe(true)
    await expectClear(tv, 'projector', 3)
    await tv.screenshot({ path: test.info().outputPath('adjacent-tv.png') })

    // Selected, the Scrap Hound's label sits under its disc, whole, where it would alone.
    const hound = await tokenPos(gm, 'gm', 'npc-hound')
    await gm.mouse.click(hound.x, hound.y)
    await expect
      .poll(async () => {
        const m = await gm.evaluate(() =>
          (window.__blueboxMap?.gm as unknown as LabelProbe).labelClientRects(),
        )
        const l = m.find((x) => x.id === 'npc-hound')
        return l
          ? {
              text: l.text,
              below: l.y > hound.y,
              centred: Math.abs(l.x + l.width / 2 - hound.x) < 2,
            }
          : null
      })
      .toEqual({ text: 'Scrap Hound', below: true, centred: true })
    expect((await readLabels(gm, 'gm')).clashes).toEqual([])
  } finally {
    child.kill('SIGTERM')
  }
})

test('a ranged attacker selected: the movement washes the map, the reach is outlined', async ({
  browser,
}) => {
  const { host, child } = await startHost()
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
    await page.goto(host.gmUrl)
    await mapReady(page, 'gm')
    const styles = () =>
      page.evaluate(() => (window.__blueboxMap?.gm as unknown as LabelProbe).zoneStyles())
    // Mira's disk launcher: 10 m, its Critical Area at 8-10 m.
    const mira = await tokenPos(page, 'gm', 'pc-mira')
    await page.mouse.click(mira.x, mira.y)
    await expect.poll(async () => (await styles()).critical).toBe('outline')
    const shown = await styles()
    expect(shown).toMatchObject({ move: 'fill', reach: 'outline', beyond: 'outline' })
    // Only one thing washes: the movement.
    expect(
      Object.entries(shown)
        .filter(([, s]) => s !== 'outline')
        .map(([id]) => id)
        .sort(),
    ).toEqual(['dash', 'move'])
    await page.screenshot({ path: test.info().outputPath('reach-with-move.png') })
    // With the movement off, the Critical Area is washed again.
    await page.getByLabel('Movement').uncheck()
    await expect.poll(async () => (await styles()).critical).toBe('fill')
  } finally {
    child.kill('SIGTERM')
  }
})
