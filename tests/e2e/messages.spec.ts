/**
 * What the GM reads, and what the GM's browser prints: a refused move names the reason and
 * what to do, never an internal channel name; the GM's secret token is never in a console line,
 * even after the host stops and the page's reconnects fail.
 */
import type { ConsoleMessage, Page } from '@playwright/test'
import { drag, expect, hexPos, mapReady, startHost, test, tokenPos, watchNotices } from './fixtures'

const undoTitle = (page: Page) => page.getByRole('button', { name: 'Undo' }).getAttribute('title')
const vakaHex = (page: Page) => page.locator('[data-token-id="pc-vaka"] [data-role="hex"]')

test('a move into impassable terrain is refused in words, with the Shift hint that works', async ({
  host,
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')

  // Impassable terrain on (3,5), two hexes from Vaka on (1,5).
  await page.keyboard.press('t')
  await page.getByLabel('Terrain kind').selectOption('impassable')
  await page.getByLabel('Brush radius').fill('0')
  const rock = await hexPos(page, 'gm', 3, 5)
  await page.mouse.click(rock.x, rock.y)
  await expect.poll(() => undoTitle(page)).toContain('Paint impassable terrain')

  // Dragged there, Vaka is refused and stays put; the notice says why and what to do.
  await page.keyboard.press('v')
  const notices = await watchNotices(page)
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), rock)
  await expect
    .poll(notices)
    .toContain(
      'error: No way there: walls or impassable terrain are in the way. Hold Shift while dragging to place it anyway.',
    )
  expect((await notices()).join('\n')).not.toContain('map:')
  await expect(vakaHex(page)).toHaveText('1,5')
  await page.screenshot({ path: 'test-results/messages-refused-move.png' })

  // The hint holds: with Shift held, the same drag places her there.
  await page.keyboard.down('Shift')
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), rock)
  await page.keyboard.up('Shift')
  await expect(vakaHex(page)).toHaveText('3,5')
})

test("the GM token is never printed in the GM page's console, even once the host stops", async ({
  page,
}) => {
  const { host, child } = await startHost()
  try {
    const token = /#token=([0-9a-f]+)/.exec(host.gmUrl)?.[1] ?? ''
    expect(token, `the GM URL carries its token in the fragment: ${host.gmUrl}`).toHaveLength(64)
    const lines: string[] = []
    page.on('console', (m: ConsoleMessage) => lines.push(`${m.type()}: ${m.text()}`))
    page.on('pageerror', (e) => lines.push(`pageerror: ${e.message}`))
    page.on('requestfailed', (r) => lines.push(`requestfailed: ${r.url()}`))
    await page.goto(host.gmUrl)
    await mapReady(page, 'gm')
    await expect(page.locator('.status')).toHaveText('ready')
    expect(page.url()).not.toContain(token)

    // Stop the host: the page shows it is offline, and the browser reports its failed reconnects.
    child.kill('SIGTERM')
    await expect(page.locator('.status')).toHaveText('offline')
    await expect
      .poll(() => lines.filter((l) => /WebSocket connection to .* failed/.test(l)).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    expect(lines.filter((l) => l.includes(token))).toEqual([])
  } finally {
    child.kill('SIGTERM')
  }
})
