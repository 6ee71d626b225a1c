/**
 * A walk-through of the GG demo ("The Mill Ford", `serve --demo gg`): start a fight, take a turn
 * with an attack whose damage goes through the pipeline step by step in the log, a repeat of the
 * Attack refused for its +2AP surcharge (GG-015), the Movement action and a move out of the Orc's
 * Area of Control that offers it an Opportunity Attack, that Opportunity Attack made (RP spent) and
 * a second one refused by the reaction lockout (GG-016) and not offered again, and the projector
 * showing no GM-only data.
 */
import type { Locator, Page } from '@playwright/test'
import { drag, drawnTokens, expect, hexPos, mapReady, tokenPos } from './fixtures'
import { ggDemoTest, left, place, startFight, tracker } from './gg-fixtures'

const test = ggDemoTest()

async function click(page: Page, at: { x: number; y: number }): Promise<void> {
  await page.mouse.click(at.x, at.y)
}

/** From the selected token's panel: open the attack dialog at `target` with the first action. */
async function openAttack(page: Page, attacker: string, target: string): Promise<Locator> {
  await click(page, await tokenPos(page, 'gm', attacker))
  const panel = page.getByRole('region', { name: 'Attack from the selected token' })
  await panel.getByLabel('Target').selectOption({ label: target })
  await panel.getByRole('button', { name: 'Roll attack…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attack' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('GG demo: a turn with the repeat surcharge, the damage pipeline in the log, an Opportunity Attack and its lockout, a clean projector', async ({
  host,
  browser,
}) => {
  test.setTimeout(180_000)
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  await expect(page.locator('[data-role="ruleset"]')).toHaveText('Trait-Test (GG)')

  // Aria west of the Orc Raider, Bram east of it, both within its 1 m Area of Control.
  await place(page, 'pc-aria', 8, 7)
  await place(page, 'pc-bram', 10, 7)

  // Start the fight with typed totals: Aria, Bram, the Orc, then the rest.
  await startFight(page)
  const { panel, row } = tracker(page)
  const aria = row('pc-aria')
  await expect(left(aria, 'ap')).toHaveText('3')

  // Aria's Longsword at the Orc (+10 so it surely hits): 1 AP, and each pipeline step logged.
  let dialog = await openAttack(page, 'pc-aria', 'Orc Raider')
  await expect(dialog.locator('[data-role="attack-cost"]')).toContainText(/1\s?AP/)
  await dialog.getByLabel('Modifier').fill('10')
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click()
  const result = dialog.locator('[data-role="roll-result"]')
  await expect(result).toContainText('Orc Raider')
  // END 4 reduces Slashing by 2 (GG-080), and the HP it lost is said.
  await expect(result).toContainText('Damage Reduction 2')
  await expect(result).toContainText(/HP \d+ → \d+/)
  await expect(left(aria, 'ap')).toHaveText('2')
  await page.screenshot({ path: test.info().outputPath('gg-attack-logged.png') })
  await page.keyboard.press('Escape')

  // The same Attack again costs 1 + 2 AP: the dialog says so, and the tracker refuses it.
  dialog = await openAttack(page, 'pc-aria', 'Orc Raider')
  await expect(dialog.locator('[data-role="attack-cost"]')).toContainText(/3\s?AP/)
  await expect(dialog.locator('[data-role="attack-cost"]')).toContainText('+2')
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click()
  await expect(page.getByText(/Aria has only 2 AP left this turn, not 3/)).toBeVisible()
  await expect(left(aria, 'ap')).toHaveText('2')
  await page.keyboard.press('Escape')

  // The Movement action (1 AP) gives her 6 m; one step away leaves the Orc's AoC.
  await page.locator('[data-role="turn-actions"] [data-action="movement"]').click()
  await expect(left(aria, 'ap')).toHaveText('1')
  await drag(page, await tokenPos(page, 'gm', 'pc-aria'), await hexPos(page, 'gm', 7, 8))
  await expect(page.locator('[data-token-id="pc-aria"] [data-role="hex"]')).toHaveText('7,8')
  const offer = page.getByRole('group', { name: 'Opportunity Attack by Orc Raider' })
  await expect(offer).toBeVisible()
  await expect(offer).toContainText('(costs 1 RP)')
  await offer.getByRole('button', { name: 'Attack' }).click()
  dialog = page.getByRole('dialog', { name: 'Attack' })
  await expect(dialog.locator('[data-role="attack-cost"]')).toContainText(/1\s?RP/)
  const orc = row('npc-orc')
  await expect(left(orc, 'rp')).toHaveText('2')
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click()
  await expect(dialog.locator('[data-role="roll-result"]')).toContainText('Orc Raider')
  await expect(left(orc, 'rp')).toHaveText('1')
  await page.keyboard.press('Escape')

  // Bram's turn: the Orc still has 1 RP, but its Opportunity Attack is spent until its own turn.
  await panel.locator('[data-role="next-turn"]').click()
  await expect(panel.locator('[aria-current="true"]')).toHaveAttribute(
    'data-combatant-id',
    'pc-bram',
  )
  dialog = await openAttack(page, 'npc-orc', 'Bram')
  await dialog.getByText('Opportunity Attack').click()
  await expect(dialog.locator('[data-role="attack-refused"]')).toContainText(
    'already made an Opportunity Attack',
  )
  await expect(dialog.getByRole('button', { name: 'Roll', exact: true })).toBeDisabled()
  await page.screenshot({ path: test.info().outputPath('gg-oa-lockout.png') })
  await page.keyboard.press('Escape')
  // Bram steps out of the Orc's AoC: nothing is offered this time.
  await page.locator('[data-role="turn-actions"] [data-action="movement"]').click()
  await drag(page, await tokenPos(page, 'gm', 'pc-bram'), await hexPos(page, 'gm', 11, 7))
  await expect(page.locator('[data-token-id="pc-bram"] [data-role="hex"]')).toHaveText('11,7')
  await expect(page.locator('[data-role="opportunities"]')).toHaveCount(0)

  // The projector: the fight's strip and the map, never a GM-only token, an HP number or a log.
  const players = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await players.goto(host.playerUrl)
  await mapReady(players, 'projector')
  await expect.poll(() => drawnTokens(players, 'projector')).toContain('pc-aria')
  expect(await drawnTokens(players, 'projector')).not.toContain('npc-archer')
  const text = await players.locator('body').innerText()
  expect(text).not.toMatch(/HP \d|\d+\/\d+|Damage Reduction|Wounded|\bRP\b|\bAP\b/)
  expect(text).not.toContain('Goblin Archer')
  await players.screenshot({ path: test.info().outputPath('gg-projector.png') })
})
