/**
 * The Dungeon panel's "Place by clicking the map" on the ZZ demo's crypt (`serve --demo zz`): while
 * it is ticked, a click on an empty square puts the tool's feature there (a container here); Esc
 * unticks it, and a click on the map then places nothing until it is ticked again.
 */
import type { Page } from '@playwright/test'
import { expect, gmSends, hexPos, mapReady, startHost, test as base, type Host } from './fixtures'

const test = base.extend<{ host: Host }>({
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use) => {
    const { host, child } = await startHost(['--demo', 'zz'])
    await use(host)
    child.kill('SIGTERM')
  },
})

/** Where the crypt's containers named `name` stand, as main holds them. */
async function containersNamed(page: Page, gmUrl: string, name: string): Promise<string[]> {
  const replies = await gmSends(page, gmUrl, [['state:snapshot', {}]])
  const view = (
    replies[1] as {
      value: { view: { maps: Record<string, { containers?: Record<string, object> }> } }
    }
  ).value.view
  return Object.values(view.maps.crypt?.containers ?? {})
    .filter((c) => (c as { name: string }).name === name)
    .map((c) => (c as { at: string }).at)
    .sort()
}

test("placing takes the map's clicks until Esc", async ({ host, browser }) => {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  const dungeon = page.getByRole('region', { name: 'Dungeon' })
  await dungeon
    .getByRole('group', { name: 'Dungeon tool' })
    .getByRole('button', { name: 'Container' })
    .click()
  await dungeon.getByLabel('Container name').fill('Barrel')
  const placing = dungeon.locator('[data-role="dungeon-placing"]')
  const clickSquare = async (q: number, r: number) => {
    const at = await hexPos(page, 'gm', q, r)
    await page.mouse.click(at.x, at.y)
  }

  await placing.check()
  await clickSquare(12, 10)
  await expect.poll(() => containersNamed(page, host.gmUrl, 'Barrel')).toEqual(['12,10'])

  await page.keyboard.press('Escape')
  await expect(placing).not.toBeChecked()
  await clickSquare(13, 10)
  // Ticked again, a click lands: main answers in order, so the click before it was heard first.
  await placing.check()
  await clickSquare(14, 10)
  await expect.poll(() => containersNamed(page, host.gmUrl, 'Barrel')).toEqual(['12,10', '14,10'])
})
