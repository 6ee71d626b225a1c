/**
 * A rest cut short by initiative, end to end on the demo campaign: a long rest in the wilderness,
 * the camp made, Orin planning Keep watch and watching hours 2-4 on the timeline; Initiative! at
 * hour 3 turns the rest short (3 slots a member) and opens Start combat with Orin's Keep Watch
 * ticked (his shift named in clock times); after the fight the rest is resolved, the clock stops at
 * the hour of the attack, and the day log, opened from the clock, shows it and exports it as
 * Markdown.
 */
import { readFile } from 'node:fs/promises'
import { expect, mapReady, test, toolbarButton } from './fixtures'

test('rest: camp, a watch shift, interrupted during it, Start combat ticked, the day log exported', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')

  // A long rest of 8 hours in the wilderness for the party.
  await (await toolbarButton(page, 'rest-button')).click()
  const view = page.locator('[data-role="rest-view"]')
  const call = view.locator('[data-role="call-rest"]')
  await call.locator('select[data-role="rest-kind"]').selectOption('long')
  await call.locator('input[data-role="rest-place"]').fill('the Rust Flats')
  await call.locator('input[data-role="rest-wilderness"]').check()
  await call.locator('input[data-role="rest-hours"]').fill('8')
  await call.locator('[data-role="rest-call"]').click()
  const row = (id: string) => view.locator(`[data-member-row="${id}"]`)
  await expect(row('pc-vaka').locator('[data-slot]')).toHaveCount(5)

  // Orin plans Keep watch first, then four more; Vaka plans one.
  const entry = (id: string) => view.locator(`[data-catalogue="${id}"]`)
  await row('pc-orin').getByRole('rowheader').click()
  // Each pick waits for its slot, so a click never lands on a row the last pick is redrawing.
  const picks = ['keep-watch', 'restore-hp', 'restore-ep', 'lose-exhaustion', 'restore-hp']
  for (const [slot, a] of picks.entries()) {
    await entry(a).click()
    await expect(row('pc-orin').locator(`[data-slot="${slot}"]`)).toHaveAttribute(
      'data-activity',
      a,
    )
  }
  await row('pc-vaka').getByRole('rowheader').click()
  await entry('restore-hp').click()
  await expect(row('pc-vaka').locator('[data-slot="0"]')).toHaveAttribute(
    'data-activity',
    'restore-hp',
  )

  // Make camp: each member's check shown with the bonuses it bought.
  const camp = view.locator('[data-role="rest-camp"]')
  await camp.locator('[data-role="make-camp"]').click()
  await expect(camp.locator('[data-camp-check]')).toHaveCount(3)
  await expect(camp.locator('[data-role="camp-earned"]')).toContainText(/\d Camp Bonus/)

  // The watch: Orin (marked as planning Keep watch) watches hours 2-4 (10:00-13:00).
  const watch = view.locator('[data-role="rest-watch"]')
  const lane = watch.locator('[data-watch-lane="pc-orin"]')
  await expect(watch.locator('[data-role="keeps-watch"]')).toHaveCount(1)
  await lane.locator('[data-hour="2"]').click()
  await lane.locator('[data-hour="4"]').click()
  await expect(lane.locator('[data-shift="2-5"]')).toBeVisible()
  await expect(watch.locator('[data-role="watch-gap"]')).toHaveCount(2)
  await expect(watch.locator('[data-role="watch-gap"]').first()).toContainText('Nobody on watch')

  // Initiative! at hour 3: Orin keeps his first three activities.
  await view.locator('[data-role="rest-interrupt"]').click()
  const dialog = page.locator('[data-role="interrupt-rest"]')
  await dialog.locator('input[data-role="interrupt-hour"]').fill('3')
  await expect(dialog.locator('input[data-keep="pc-orin:0"]')).toBeChecked()
  await expect(dialog.locator('input[data-keep="pc-orin:3"]')).not.toBeChecked()
  await expect(dialog.locator('input[data-keep="pc-orin:3"]')).toBeDisabled()
  await dialog.locator('[data-role="interrupt-go"]').click()

  // Start combat opens with the watch's notes and Orin's Keep Watch ticked, Vaka's not.
  const start = page.locator('[data-role="start-combat"]')
  await expect(start).toBeVisible()
  await expect(start.locator('[data-role="ambush-notes"]')).toBeVisible()
  await expect(start.locator('[data-role="ambush-notes"]')).toContainText(
    'Orin kept watch (on watch 10:00-13:00)',
  )
  await expect(start.getByLabel('Keep Watch detected the attackers: Orin')).toBeChecked()
  await expect(start.getByLabel('Keep Watch detected the attackers: Vaka')).not.toBeChecked()
  await start.getByRole('button', { name: 'Cancel' }).click()

  // The rest is now short: three slots a member, the watch cut to its hours.
  await (await toolbarButton(page, 'rest-button')).click()
  await expect(view.locator('[data-role="rest-title"]')).toContainText('interrupted')
  await expect(row('pc-orin').locator('[data-slot]')).toHaveCount(3)
  await expect(row('pc-orin').locator('[data-slot="0"]')).toHaveAttribute(
    'data-activity',
    'keep-watch',
  )

  // The header says where the rest ends now: at 11:00, the hour initiative was rolled.
  await expect(view.locator('[data-role="rest-when"]')).toContainText(
    '11:00 (3 hours: cut short by initiative)',
  )
  // A short gap's words wrap inside its box, never cut off.
  for (const gap of await view.locator('[data-role="watch-gap"]').all())
    expect(await gap.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)

  // Resolved after the fight; Vaka and Mira left slots free, so Resolve asks first.
  await view.locator('[data-role="rest-resolve"]').click()
  const free = page.getByRole('alertdialog', { name: 'Resolve with free slots?' })
  await expect(free).toContainText('Vaka (2 free) and Mira (3 free)')
  await free.getByRole('button', { name: 'Resolve anyway' }).click()
  // The day log (from the clock) shows it, newest first.
  const results = page.locator('[data-role="rest-results"]')
  await expect(results).toBeVisible()
  await expect(results).toContainText('on watch 10:00-13:00')
  await results.getByRole('button', { name: /close/i }).first().click()
  // Cut short at hour 3 of a rest from 08:00: the clock stops at 11:00, not at 16:00.
  await expect(page.locator('[data-role="rest-clock"]')).toContainText('11:00')
  await page.locator('[data-role="rest-clock"]').click()
  await page.locator('[data-role="clock-log"]').click()
  const log = page.locator('[data-role="rest-log"]')
  await expect(log.locator('[data-role="rest-log-entry"]')).toHaveCount(1)
  await expect(log.locator('[data-role="rest-log-entry"]')).toContainText('the Rust Flats')
  await expect(log.locator('[data-role="rest-log-entry"]')).toContainText('cut short')

  // Export: "<campaign name> day log.md" holding the entry.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    log.locator('[data-role="rest-log-export"]').click(),
  ])
  expect(download.suggestedFilename()).toBe('The Shattered Causeway (demo) day log.md')
  const text = await readFile((await download.path())!, 'utf8')
  expect(text).toContain('# The Shattered Causeway (demo)')
  expect(text).toContain('the Rust Flats')
  expect(text).toContain('Cut short')
  expect(text).toContain('**Orin**')
})
