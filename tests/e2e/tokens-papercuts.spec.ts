/**
 * The first hour's papercuts with tokens, as a GM meets them: a PC put on the map from her sheet
 * lands where the GM is looking and the players see her; a click on a token's row selects it and
 * hides nothing; an attack undone with Ctrl+Z is struck through in the dice log, and back with
 * Ctrl+Y.
 */
import type { Page } from '@playwright/test'
import { drag, drawnTokens, expect, hexPos, mapReady, test, tokenPos } from './fixtures'

const rowOf = (page: Page, id: string) => page.locator(`[data-token-id="${id}"]`)

test('Place on map from a PC sheet: near the view centre, on no token, named Vaka, seen by the players', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1500, height: 950 } })
  const players = await browser.newPage()
  await page.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(page, 'gm')
  await mapReady(players, 'projector')

  // The demo has Vaka on the map already: take her token off (select its row, Delete).
  await rowOf(page, 'pc-vaka').click()
  await page.keyboard.press('Delete')
  await expect(rowOf(page, 'pc-vaka')).toHaveCount(0)
  await expect.poll(() => drawnTokens(players, 'projector')).not.toContain('pc-vaka')

  // Look at the lower right of the causeway: zoom in with the wheel over hex 10,9.
  const focus = await hexPos(page, 'gm', 10, 9)
  await page.mouse.move(focus.x, focus.y)
  for (let i = 0; i < 8; i++) await page.mouse.wheel(0, -100)
  await expect
    .poll(async () => {
      const a = await hexPos(page, 'gm', 0, 0)
      const b = await hexPos(page, 'gm', 1, 0)
      return Math.hypot(b.x - a.x, b.y - a.y)
    })
    .toBeGreaterThan(60)
  const before = new Set(
    await page
      .locator('[data-token-id]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-token-id'))),
  )

  // L opens the library; Vaka's sheet says she is not on the map and offers to place her.
  await page.keyboard.press('l')
  const library = page.getByRole('complementary', { name: 'Library' })
  await library.getByRole('tab', { name: 'PCs', exact: true }).click()
  await library.locator('[data-pc-id="vaka"]').click()
  await expect(library.getByRole('region', { name: 'On the map' })).toContainText(
    'No token of Vaka on this map',
  )
  await library.getByRole('button', { name: 'Place on map' }).click()

  // A new row, named "Vaka" (not "Vaka 2"), linked to her sheet with her own HP.
  const rows = page.locator('[data-token-id]')
  await expect(rows).toHaveCount(before.size + 1)
  const ids = await rows.evaluateAll((rs) => rs.map((r) => r.getAttribute('data-token-id')!))
  const id = ids.find((x) => !before.has(x))!
  await expect(rowOf(page, id).locator('.name')).toHaveText('Vaka')
  await expect(library.locator(`[data-instance="${id}"]`)).toContainText(/HP \d+\/\d+/)

  // Where the GM is looking (the middle of the battlemap), not on another token.
  const area = (await page.getByRole('region', { name: 'Battlemap' }).boundingBox())!
  const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 }
  const a = await hexPos(page, 'gm', 0, 0)
  const b = await hexPos(page, 'gm', 1, 0)
  const hexWidth = Math.hypot(b.x - a.x, b.y - a.y)
  const at = await tokenPos(page, 'gm', id)
  expect(Math.hypot(at.x - centre.x, at.y - centre.y)).toBeLessThan(2.5 * hexWidth)
  const hex = (await rowOf(page, id).locator('[data-role="hex"]').innerText()).trim()
  for (const other of ids.filter((x) => x !== id)) {
    expect((await rowOf(page, other).locator('[data-role="hex"]').innerText()).trim()).not.toBe(hex)
    const p = await tokenPos(page, 'gm', other)
    expect(Math.hypot(p.x - at.x, p.y - at.y)).toBeGreaterThan(0.8 * hexWidth)
  }

  // Not GM-only: the players' page draws her.
  await expect(rowOf(page, id).getByRole('checkbox', { name: 'GM only: Vaka' })).not.toBeChecked()
  await expect.poll(() => drawnTokens(players, 'projector')).toContain(id)
  await page.screenshot({ path: 'test-results/tokens-place-pc.png' })
})

test('clicking a token row selects it and hides nothing; Enter on a row selects too', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1500, height: 950 } })
  const players = await browser.newPage()
  await page.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(page, 'gm')
  await mapReady(players, 'projector')

  const orin = rowOf(page, 'pc-orin')
  const box = (await orin.boundingBox())!
  // Its middle and its lower edge (where the GM-only checkbox used to stretch across the row).
  await orin.click()
  await orin.click({ position: { x: box.width / 3, y: box.height - 3 } })
  await expect(orin.locator('[data-role="select-token"]')).toHaveAttribute('aria-pressed', 'true')
  await expect(orin).toHaveClass(/selected/)
  // The map shows the selection: Orin's sheet row appears under it.
  await expect(orin.getByLabel('Sheet of Orin')).toHaveValue('pc:orin')
  await expect(orin.getByRole('checkbox', { name: 'GM only: Orin' })).not.toBeChecked()
  expect(await drawnTokens(players, 'projector')).toContain('pc-orin')

  const mira = rowOf(page, 'pc-mira').locator('[data-role="select-token"]')
  await mira.focus()
  await page.keyboard.press('Enter')
  await expect(mira).toHaveAttribute('aria-pressed', 'true')
  await expect(orin.locator('[data-role="select-token"]')).toHaveAttribute('aria-pressed', 'false')
  await expect(
    rowOf(page, 'pc-mira').getByRole('checkbox', { name: 'GM only: Mira' }),
  ).not.toBeChecked()
  expect(await drawnTokens(players, 'projector')).toContain('pc-mira')

  // The chip alone hides a token: ticking it takes Mira off the players' page, undo brings her back.
  await rowOf(page, 'pc-mira').getByRole('checkbox', { name: 'GM only: Mira' }).check()
  await expect.poll(() => drawnTokens(players, 'projector')).not.toContain('pc-mira')
  await page.keyboard.press('Control+z')
  await expect.poll(() => drawnTokens(players, 'projector')).toContain('pc-mira')
})

test('an attack undone with Ctrl+Z is struck through in the dice log, and live again after Ctrl+Y', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1500, height: 950 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')

  // Vaka next to the Rust Sentinel (Shift: the GM repositions), then her twin blades at it.
  await page.keyboard.down('Shift')
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), await hexPos(page, 'gm', 8, 5))
  await page.keyboard.up('Shift')
  await expect(rowOf(page, 'pc-vaka').locator('[data-role="hex"]')).toHaveText('8,5')
  await page.keyboard.press('l')
  const library = page.getByRole('complementary', { name: 'Library' })
  await library.getByRole('tab', { name: 'PCs', exact: true }).click()
  await library.locator('[data-pc-id="vaka"]').click()
  await library.locator('[data-weapon="twin-blades"] button').click()
  const dialog = page.getByRole('dialog', { name: 'Attack' })
  await dialog.getByLabel('Target').selectOption({ label: 'Rust Sentinel' })
  for (let i = 0; i < 20; i++) {
    await dialog.getByRole('button', { name: 'Roll attack' }).click()
    await expect(dialog.locator('[data-role="roll-result"]')).toContainText(
      'Twin blades at Rust Sentinel',
    )
    if (/^hit/.test(await dialog.locator('[data-role="outcome"]').innerText())) break
  }
  await expect(dialog.locator('[data-role="outcome"]')).toHaveText(/^hit/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The hit is the newest entry in the log, live.
  await library.getByRole('tab', { name: 'Dice', exact: true }).click()
  const newest = library.locator('[data-role="dice-log"] > .row').first()
  await expect(newest).toContainText('Twin blades at Rust Sentinel')
  await expect(newest).toContainText('hit')
  await expect(newest).not.toHaveAttribute('data-undone', 'true')

  // Ctrl+Z takes the hit back: the entry is struck through and says "undone".
  await page.keyboard.press('Control+z')
  await expect(newest).toHaveAttribute('data-undone', 'true')
  await expect(newest.locator('[data-role="undone"]')).toHaveText('undone')
  await expect(newest.locator('[data-role="log-entry"]')).toHaveCSS(
    'text-decoration-line',
    'line-through',
  )
  await expect(newest).toHaveAttribute('title', /Undone/)
  await page.screenshot({ path: 'test-results/tokens-dice-undone.png' })

  // Ctrl+Y puts it back: live again.
  await page.keyboard.press('Control+y')
  await expect(newest).not.toHaveAttribute('data-undone', 'true')
  await expect(newest.locator('[data-role="undone"]')).toHaveCount(0)
})

test('Add token…: an NPC starts GM-only and never reaches the players; a PC is seen, in its own colour', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const players = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(page, 'gm')
  await mapReady(players, 'projector')
  const rows = page.locator('[data-token-id]')
  const idsNow = () => rows.evaluateAll((rs) => rs.map((r) => r.getAttribute('data-token-id')!))
  const added = async (before: string[]) => {
    await expect(rows).toHaveCount(before.length + 1)
    return (await idsNow()).find((x) => !before.includes(x))!
  }

  await page.locator('summary', { hasText: 'Add token…' }).click()
  const form = page.locator('form:has(select[aria-label="Token sheet"])')
  await form.getByLabel('Token name').fill('Lookout')
  await expect(form.getByRole('checkbox', { name: 'GM only' })).toBeChecked()
  await page.screenshot({ path: 'test-results/add-token-npc-form.png' })
  let before = await idsNow()
  await form.getByRole('button', { name: 'Add to map' }).click()
  const lookout = await added(before)
  await expect(
    rowOf(page, lookout).getByRole('checkbox', { name: 'GM only: Lookout' }),
  ).toBeChecked()
  // The GM's map draws it; the players' never does.
  await expect.poll(() => drawnTokens(page, 'gm')).toContain(lookout)
  expect(await drawnTokens(players, 'projector')).not.toContain(lookout)

  // A PC added the same way is seen by the players at once.
  await form.getByLabel('Token kind').selectOption('pc')
  await expect(form.getByRole('checkbox', { name: 'GM only' })).not.toBeChecked()
  await expect(form.getByLabel('Token colour')).not.toHaveValue('#c24a2c')
  await form.getByLabel('Token name').fill('Kit')
  before = await idsNow()
  await form.getByRole('button', { name: 'Add to map' }).click()
  const kit = await added(before)
  await expect.poll(() => drawnTokens(players, 'projector')).toContain(kit)
  expect(await drawnTokens(players, 'projector')).not.toContain(lookout)
  await players.screenshot({ path: 'test-results/add-token-players.png' })
})
