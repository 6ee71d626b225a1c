/**
 * The GM's screen at 1920×1080: the toolbar on one line; with eight combatants the current one's
 * actions and Next turn are in view and uncovered without scrolling; a notice and the floating
 * roll dialog cover none of the tracker; the side panels fold away and stay folded after a reload.
 */
import type { Browser, Locator, Page } from '@playwright/test'
import { expect, mapReady, test } from './fixtures'

/** In the window, and what a click at its centre would hit is it (or a part of it). */
async function uncovered(l: Locator): Promise<boolean> {
  return l.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const x = r.left + r.width / 2
    const y = r.top + r.height / 2
    if (r.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false
    const hit = document.elementFromPoint(x, y)
    return !!hit && (hit === el || el.contains(hit))
  })
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Add a plain PC token through the Map panel's Add token… form. */
async function addPc(page: Page, name: string): Promise<void> {
  const form = page.locator('form:has(select[aria-label="Token sheet"])')
  if (!(await form.isVisible())) await page.locator('summary', { hasText: 'Add token…' }).click()
  await form.getByLabel('Token kind').selectOption('pc')
  await form.getByLabel('Token name').fill(name)
  const rows = page.locator('[data-token-id]')
  const before = await rows.count()
  await form.getByRole('button', { name: 'Add to map' }).click()
  await expect(rows).toHaveCount(before + 1)
}

async function gmAt1080(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(url)
  await mapReady(page, 'gm')
  return page
}

test('at 1920×1080 the toolbar is one line', async ({ host, browser }) => {
  const page = await gmAt1080(browser, host.gmUrl)
  // The toolbar is one line: every button one line tall, all on the same row.
  const toolbar = page.locator('header.toolbar')
  const buttons = await toolbar
    .locator('button:visible')
    .evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, height: r.height })),
    )
  expect(buttons.length).toBeGreaterThan(8)
  const top = buttons[0]!.top
  for (const b of buttons) {
    expect(Math.abs(b.top - top)).toBeLessThan(4)
    expect(b.height).toBeLessThan(36)
  }
  expect((await toolbar.boundingBox())!.height).toBeLessThan(48)
  // At 1920 every button has room: nothing waits in More.
  await expect(toolbar.locator('[data-role="toolbar-more"]')).toHaveCount(0)
})

test('at 1920×1080 with eight combatants the turn is in view; a notice and the roll dialog cover none of the tracker', async ({
  host,
  browser,
}) => {
  test.setTimeout(150_000)
  const page = await gmAt1080(browser, host.gmUrl)
  // Eight combatants: the demo's five visible figures and three more PCs.
  for (const name of ['Kit', 'Lark', 'Moss']) await addPc(page, name)
  await page.locator('[data-role="start-combat-button"]').click()
  const start = page.getByRole('dialog', { name: 'Start combat' })
  await start.locator('[data-role="combat-source"]').selectOption('visible')
  await start.locator('[data-role="roll-initiative"]').click()
  await expect(start).toHaveCount(0)
  const panel = page.getByRole('complementary', { name: 'Combat tracker' })
  await expect(panel.locator('[data-combatant-id]')).toHaveCount(8)
  await panel.locator('[data-role="begin-combat"]').click()
  await expect(panel.locator('[data-role="round"]')).toHaveText('Round 1')

  // The current combatant's actions and Next turn: in view and uncovered, nothing scrolled.
  const next = panel.locator('[data-role="next-turn"]')
  const actions = panel.locator('[data-role="turn-actions"] button')
  await expect(actions.first()).toBeAttached()
  expect.soft(await uncovered(next)).toBe(true)
  for (const a of await actions.all()) expect.soft(await uncovered(a)).toBe(true)
  // Each combatant is one line unless open: the current one shows its tools.
  const current = panel.locator('[aria-current="true"]')
  await expect(current.locator('[data-role="add-condition"]')).toBeVisible()
  for (const row of await panel.locator('[data-combatant-id]:not([aria-current])').all())
    expect.soft((await row.boundingBox())!.height).toBeLessThan(36)

  // A notice (Shift+C while a fight runs says so) covers nothing of the tracker.
  const noticeBox = page.evaluate(
    () =>
      new Promise<Box>((resolve) => {
        const look = () => {
          const n = document.querySelector('.notice')
          if (!n) return requestAnimationFrame(look)
          const r = n.getBoundingClientRect()
          resolve({ x: r.x, y: r.y, width: r.width, height: r.height })
        }
        look()
      }),
  )
  await page.locator('body').press('Shift+C')
  const notice = await noticeBox
  expect.soft(overlaps(notice, (await panel.boundingBox())!)).toBe(false)
  expect.soft(await uncovered(next)).toBe(true)

  // The floating roll dialog (an attack from the selected token) leaves Next turn uncovered.
  await page.locator('[data-token-id="pc-vaka"]').click()
  const target = page.getByRole('region', { name: 'Attack from the selected token' })
  await target.getByLabel('Target').selectOption('npc-sentinel')
  await target.getByRole('button', { name: 'Roll attack…' }).click()
  const attack = page.getByRole('dialog', { name: 'Attack' })
  await expect(attack).toBeVisible()
  expect.soft(overlaps((await attack.boundingBox())!, (await panel.boundingBox())!)).toBe(false)
  expect.soft(await uncovered(next)).toBe(true)
})

test('at 1920×1080 the GM folds the side panels away, and they stay folded after a reload', async ({
  host,
  browser,
}) => {
  const page = await gmAt1080(browser, host.gmUrl)
  await page.locator('[data-role="start-combat-button"]').click()
  const start = page.getByRole('dialog', { name: 'Start combat' })
  await start.locator('[data-role="combat-source"]').selectOption('visible')
  await start.locator('[data-role="roll-initiative"]').click()
  const panel = page.getByRole('complementary', { name: 'Combat tracker' })
  await expect(panel).toBeVisible()

  // The GM folds the tracker and the right column away; a thin strip reopens each.
  const trackerToggle = page.locator('[data-panel="tracker"] [data-role="panel-toggle"]')
  const sidebarToggle = page.locator('[data-panel="sidebar"] [data-role="panel-toggle"]')
  await expect(trackerToggle).toHaveAttribute('aria-expanded', 'true')
  await trackerToggle.click()
  await sidebarToggle.click()
  await expect(panel).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Maps' })).toBeHidden()
  await expect(trackerToggle).toHaveAttribute('aria-expanded', 'false')

  // The choice is this campaign's: a reload keeps it.
  await page.reload()
  await mapReady(page, 'gm')
  await expect(trackerToggle).toHaveAttribute('aria-expanded', 'false')
  await expect(sidebarToggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toHaveCount(0)
  await trackerToggle.click()
  await expect(panel).toBeVisible()
  await expect(trackerToggle).toHaveAttribute('aria-expanded', 'true')
})
