/**
 * The rest planner end to end on the demo campaign: Vaka hurt, drained and exhausted through the
 * Library; a long rest called for the party; the board filled by dragging from the catalogue; a
 * gift from Mira to Vaka (one more box on Vaka's row); a second meditation refused with the reason
 * on the row and as a notice; Resolve with every roll shown; HP, EP and Exhaustion changed on the
 * sheets and the rolls in the dice log; Undo bringing them back.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, mapReady, test, toolbarButton } from './fixtures'

async function number(l: Locator, re: RegExp): Promise<number> {
  return Number(re.exec(await l.innerText())?.[1] ?? NaN)
}

/** Vaka's HP on the map, EP and Exhaustion, as the Library's PC sheet shows them. */
function vakaSheet(page: Page) {
  const library = page.getByRole('complementary', { name: 'Library' })
  const hp = () =>
    number(library.locator('[data-instance="pc-vaka"] [data-role="instance-hp"]'), /HP (\d+)/)
  const ep = () => number(library.getByText(/EP \d+\/\d+/).first(), /EP (\d+)\//)
  const exhaustion = () => number(library.getByText(/Exhaustion \d+/).first(), /Exhaustion (\d+)/)
  return { library, hp, ep, exhaustion }
}

test('rest: call a long rest, fill the board by dragging, gift, a refused repeat, resolve, undo', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')

  // Through the Library: Vaka at 1 HP (the token's HP edit), 0 EP and Exhaustion 3 (the sheet).
  await page.keyboard.press('l')
  const { library, hp, ep, exhaustion } = vakaSheet(page)
  await expect(library).toBeVisible()
  await library.getByRole('tab', { name: 'PCs', exact: true }).click()
  await library.locator('[data-pc-id="vaka"]').click()
  await library.getByRole('button', { name: 'Edit', exact: true }).click()
  const form = library.locator('form.sheet-form')
  await form.getByLabel('Exhaustion', { exact: true }).fill('3')
  await form.getByLabel('EP (current)', { exact: true }).fill('0')
  await form.getByRole('button', { name: 'Save' }).click()
  const instance = library.locator('[data-instance="pc-vaka"]')
  await instance.getByLabel('Edit Vaka').click()
  await instance.getByLabel('HP of Vaka', { exact: true }).fill('1')
  await instance.getByLabel('HP of Vaka', { exact: true }).press('Enter')
  await expect.poll(hp).toBe(1)
  await expect.poll(ep).toBe(0)
  await expect.poll(exhaustion).toBe(3)

  // Call a long rest for the party (the three PCs on the map are ticked, the NPCs are not).
  await (await toolbarButton(page, 'rest-button')).click()
  const view = page.locator('[data-role="rest-view"]')
  const call = view.locator('[data-role="call-rest"]')
  await call.locator('select[data-role="rest-kind"]').selectOption('long')
  await expect(call.locator('input[data-member-id="pc-vaka"]')).toBeChecked()
  await expect(call.locator('input[data-member-id="npc-hound"]')).not.toBeChecked()
  await call.locator('input[data-role="rest-place"]').fill('the old mill')
  await call.locator('input[data-role="rest-hours"]').fill('8')
  await call.locator('[data-role="rest-call"]').click()
  await expect(view.locator('[data-role="rest-when"]')).toContainText('8 hours')
  // The toolbar says a rest is being planned, so the GM back on the map finds it again.
  await expect(page.locator('[data-role="rest-button"]')).toHaveText('Rest (planning)')
  const row = (id: string) => view.locator(`[data-member-row="${id}"]`)
  await expect(row('pc-vaka').locator('[data-slot]')).toHaveCount(5)
  await expect(row('npc-hound')).toHaveCount(0)

  // Drag from the catalogue: onto Vaka's first slot, then onto the row (the next free slot).
  const entry = (id: string) => view.locator(`[data-catalogue="${id}"]`)
  await entry('restore-hp').dragTo(row('pc-vaka').locator('[data-slot="0"]'))
  await expect(row('pc-vaka').locator('[data-slot="0"]')).toHaveAttribute(
    'data-activity',
    'restore-hp',
  )
  await entry('restore-ep').dragTo(row('pc-vaka').locator('[data-slot="3"]'))
  await expect(row('pc-vaka').locator('[data-slot="1"]')).toHaveAttribute(
    'data-activity',
    'restore-ep',
  )
  await entry('lose-exhaustion').dragTo(row('pc-vaka').getByRole('rowheader'))
  await expect(row('pc-vaka').locator('[data-slot="2"]')).toHaveAttribute(
    'data-activity',
    'lose-exhaustion',
  )
  // Replacing a filled slot: Orin's first becomes meditation.
  await entry('restore-hp').dragTo(row('pc-orin').locator('[data-slot="0"]'))
  await entry('meditate').dragTo(row('pc-orin').locator('[data-slot="0"]'))
  await expect(row('pc-orin').locator('[data-slot="0"]')).toHaveAttribute(
    'data-activity',
    'meditate',
  )

  // Meditation twice in one rest is refused: the reason on Orin's row and as a notice.
  await entry('meditate').dragTo(row('pc-orin').locator('[data-slot="1"]'))
  await expect(row('pc-orin').locator('[data-role="row-refusal"]')).toContainText('once per rest')
  await expect(page.getByText(/already plans .*once per rest/).first()).toBeVisible()
  await expect(row('pc-orin').locator('[data-slot="1"]')).not.toHaveAttribute('data-activity', /.+/)

  // Mira gifts a slot: the editor asks whom; Vaka gets a sixth box.
  await entry('gift').dragTo(row('pc-mira'))
  const editor = view.locator('[data-role="slot-editor"]')
  await editor.locator('select[data-role="slot-target"]').selectOption('pc-vaka')
  await expect(row('pc-mira').locator('[data-slot="0"]')).toContainText('to Vaka')
  await expect(row('pc-vaka').locator('[data-slot]')).toHaveCount(6)
  await page.keyboard.press('Escape')
  await expect(editor).toHaveCount(0)
  // The gifted box used: a second Restore HP for Vaka, clicked in (Vaka's row selected).
  await row('pc-vaka').getByRole('rowheader').click()
  await entry('restore-hp').click()
  await expect(row('pc-vaka').locator('[data-slot="3"]')).toHaveAttribute(
    'data-activity',
    'restore-hp',
  )

  // Resolve: every line with its dice; the party's clock moves on by the rest's 8 hours.
  await expect(view.locator('[data-role="rest-problems"]')).toHaveCount(0)
  await page.screenshot({ path: 'test-results/rest-board.png' })
  const clock = page.locator('[data-role="rest-clock"]')
  await expect(clock).toContainText('Day 1, 08:00')
  await view.locator('[data-role="rest-resolve"]').click()
  // Slots left free are lost: Resolve asks once, naming who has some.
  const free = page.getByRole('alertdialog', { name: 'Resolve with free slots?' })
  await expect(free).toContainText('free')
  await free.getByRole('button', { name: 'Resolve anyway' }).click()
  const results = page.locator('[data-role="rest-results"]')
  await expect(results).toBeVisible()
  await expect(results).toContainText('Restore HP')
  await expect(results).toContainText('Restore Escalation Points')
  await expect(results).toContainText(/Exhaustion 3 → [0-2]/)
  await page.screenshot({ path: 'test-results/rest-results.png' })
  await expect(clock).toContainText('Day 1, 16:00')
  await results.getByRole('button', { name: 'Close' }).click()
  // The rest is over: the form to call the next one is back.
  await expect(view.locator('[data-role="call-rest"]')).toBeVisible()

  // The sheets changed; the rolls are in the dice log.
  await expect.poll(hp).toBeGreaterThan(1)
  await expect.poll(ep).toBeGreaterThan(0)
  await expect.poll(exhaustion).toBeLessThan(3)
  await library.getByRole('tab', { name: 'Dice', exact: true }).click()
  await expect(library.locator('[data-role="dice-log"]')).toContainText('Restore HP')
  // The day log (from the clock on the toolbar) has the rest.
  await page.locator('[data-role="rest-clock"]').click()
  await page.locator('[data-role="clock-log"]').click()
  const dayLog = page.locator('[data-role="rest-log"]')
  await expect(dayLog.locator('[data-role="rest-log-entry"]')).toHaveCount(1)
  await expect(dayLog.locator('[data-role="rest-log-entry"]')).toContainText('Long rest')
  await dayLog.getByRole('button', { name: 'Close' }).click()
  await library.getByRole('tab', { name: 'PCs', exact: true }).click()
  await library.locator('[data-pc-id="vaka"]').click()

  // Undo takes the whole rest back.
  await page.keyboard.press('Control+z')
  await expect.poll(hp).toBe(1)
  await expect.poll(ep).toBe(0)
  await expect.poll(exhaustion).toBe(3)
  await expect(view.locator('[data-role="rest-resolve"]')).toBeVisible()
  await expect(clock).toContainText('Day 1, 08:00')
})
