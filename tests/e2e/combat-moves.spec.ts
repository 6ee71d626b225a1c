/**
 * Moving and the action economy in a fight, as a GM does it on the demo map: a Free Action named
 * and refused the second time, an action held (its AP paid) and used as the Reaction on the
 * enemy's turn, a Quick-step refused past 1 m and taken at 1 m, a drop in the Dash band that
 * takes the Dash, and a walk into Dangerous terrain that puts its save on the checklist.
 */
import type { Locator, Page } from '@playwright/test'
import { drag, expect, hexPos, mapReady, test, tokenPos, watchNotices } from './fixtures'

const left = (row: Locator, resource: string) =>
  row.locator(`[data-resource="${resource}"] [data-role="left"]`)
const hexOf = (page: Page, id: string) => page.locator(`[data-token-id="${id}"] [data-role="hex"]`)

test('combat moves: Free Action, held action, Quick-step, Dash by drag, Dangerous terrain entered', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  const notices = await watchNotices(page)
  const said = async () => (await notices()).join('\n')

  await page.locator('[data-role="start-combat-button"]').click()
  const start = page.getByRole('dialog', { name: 'Start combat' })
  await start.locator('[data-role="combat-source"]').selectOption('visible')
  await start.getByLabel('Mira fights').uncheck()
  const typed = { Vaka: '18', 'Scrap Hound': '12', Orin: '6', 'Rust Sentinel': '5' }
  for (const [name, total] of Object.entries(typed))
    await start.getByLabel(`Initiative of ${name}`).fill(total)
  await start.locator('[data-role="roll-initiative"]').click()
  await expect(start).toHaveCount(0)
  const panel = page.getByRole('complementary', { name: 'Combat tracker' })
  await panel.locator('[data-role="begin-combat"]').click()
  const vaka = panel.locator('[data-combatant-id="pc-vaka"]')
  const log = panel.locator('[data-role="combat-log"]')
  const turn = panel.locator('[data-role="turn-actions"]')
  await expect(left(vaka, 'ap')).toHaveText('2')

  // A Free Action costs nothing; the same one again this turn is refused in words.
  const free = turn.locator('[data-role="free-name"]')
  await free.fill('Drop the torch')
  await free.press('Enter')
  await expect(log).toContainText('Vaka: Free Action: Drop the torch')
  await free.fill('drop the torch')
  await free.press('Enter')
  await expect
    .poll(said)
    .toContain('has already used "drop the torch" this turn: each Free Action once per turn')
  await expect(left(vaka, 'ap')).toHaveText('2')

  // Hold an Attack: its 1 AP is paid now, and the hold shows under the turn.
  await turn.locator('[data-action="held-action"]').selectOption('attack')
  await expect(left(vaka, 'ap')).toHaveText('1')
  const held = panel.locator('[data-role="held"][data-holder="pc-vaka"]')
  await expect(held).toContainText('Vaka holds Attack until the start of its next turn')

  // Quick-step: the next drag may be 1 m; two hexes are refused, one is taken.
  await turn.locator('[data-action="quick-step"]').click()
  await expect(left(vaka, 'quickStep')).toHaveText('0')
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), await hexPos(page, 'gm', 3, 5))
  await expect.poll(said).toContain('A Quick-step moves at most 1 m, and this move costs 2 m')
  await expect(hexOf(page, 'pc-vaka')).toHaveText('1,5')
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), await hexPos(page, 'gm', 2, 5))
  await expect(hexOf(page, 'pc-vaka')).toHaveText('2,5')
  await expect(left(vaka, 'metres')).toHaveText(/^5/)

  // Dropped 6 m away with 5 m left: the Dash is taken on the way (1 AP, +6 m): 5 + 6 - 6 = 5.
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), await hexPos(page, 'gm', 8, 5))
  await expect(hexOf(page, 'pc-vaka')).toHaveText('8,5')
  await expect(left(vaka, 'ap')).toHaveText('0')
  await expect(left(vaka, 'dash')).toHaveText('0')
  await expect(left(vaka, 'metres')).toHaveText(/^5/)
  await expect(log).toContainText('Vaka: Dash (moved into its band)')

  // The Hound's turn: it walks into the burning hex (12,4) and its DEX save waits on the list.
  await page.keyboard.press('n')
  await expect(panel.locator('[aria-current="true"]')).toHaveAttribute(
    'data-combatant-id',
    'npc-hound',
  )
  await drag(page, await tokenPos(page, 'gm', 'npc-hound'), await hexPos(page, 'gm', 12, 4))
  await expect(hexOf(page, 'npc-hound')).toHaveText('12,4')
  const burning = panel.locator('[data-role="turn-items"] li', { hasText: 'Dangerous terrain' })
  await expect(burning).toContainText('Scrap Hound')
  await expect(burning).toContainText(
    'during its turn: Dangerous terrain: entered it: DEX save DC 8',
  )

  // The trigger comes on the Hound's turn: Vaka uses her held Attack as her Reaction.
  await held.locator('[data-role="use-held"]').click()
  await expect(held).toHaveCount(0)
  await expect(log).toContainText('Vaka uses its held Attack as its Reaction')
  await expect(left(vaka, 'ap')).toHaveText('1')
})
