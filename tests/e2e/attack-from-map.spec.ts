import { mkdirSync } from 'node:fs'
import { drag, expect, hexPos, mapReady, rollOnce, test, tokenPos } from './fixtures'

const SHOTS = '/work/shots'

test('attack from the map: pick the target on the map, roll from the target panel, see it applied and logged, undo; the Library dialog picks its target on the map too', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  mkdirSync(SHOTS, { recursive: true })

  // Vaka next to the Rust Sentinel (dragging selects her: the target panel shows her attack).
  await page.keyboard.down('Shift')
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), await hexPos(page, 'gm', 8, 5))
  await page.keyboard.up('Shift')
  await expect(page.locator('[data-token-id="pc-vaka"] [data-role="hex"]')).toHaveText('8,5')
  const panel = page.getByRole('region', { name: 'Attack from the selected token' })
  await expect(panel.getByRole('heading')).toHaveText('Vaka attacks…')
  await expect(panel.getByLabel('Weapon')).toHaveValue('twin-blades')

  // The target is picked with a click on the Sentinel: Vaka stays the selected attacker.
  await panel.getByRole('button', { name: 'Pick on map' }).click()
  const sentinel = await tokenPos(page, 'gm', 'npc-sentinel')
  await page.mouse.click(sentinel.x, sentinel.y)
  await expect(panel.getByLabel('Target')).toHaveValue('npc-sentinel')
  await expect(panel.getByRole('heading')).toHaveText('Vaka attacks…')
  await expect(panel.locator('[data-role="target-reading"]')).toContainText('1 m (in reach/range)')

  // Roll attack… opens the dialog on these two tokens: the odds at once, the damage in words.
  await panel.getByRole('button', { name: 'Roll attack…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attack' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Target')).toHaveValue('npc-sentinel')
  await expect(dialog.locator('[data-role="hit-chance"]')).toHaveText('54.2%')
  await expect(dialog.locator('[data-role="damage-line"]')).toHaveText(
    'Damage 1d4+2 stone on a hit',
  )
  await expect(dialog.locator('[data-role="damage-against"]')).toContainText(
    'Resistant to stone: halved, rounded up; Plating 11 halves it',
  )
  await page.screenshot({ path: `${SHOTS}/attack-panel-dialog.png` })

  // Roll until a hit lands (0.46^20 odds of 20 misses); a hit here always does 1 damage.
  const outcome = dialog.locator('[data-role="roll-result"] [data-role="outcome"]')
  for (let i = 0; i < 20; i++) {
    await rollOnce(dialog, () => dialog.getByRole('button', { name: 'Roll attack' }).click())
    await expect(dialog.locator('[data-role="roll-result"]')).toContainText(
      'Twin blades at Rust Sentinel',
    )
    if (/^hit/.test(await outcome.innerText())) break
  }
  await expect(outcome).toHaveText(
    /^hit: 1 damage \(1d4\+2: rolled [1-4], \+2 = [3-6]; Resistant to stone: [23]; Plating 11 halves it: 1\)$/,
  )
  const said = await outcome.innerText()
  await expect(dialog.locator('[data-role="target-hp"]')).toHaveText('23')
  await page.screenshot({ path: `${SHOTS}/attack-result.png` })

  // The map stays live under the dialog: a click on empty map does not close it.
  const empty = await hexPos(page, 'gm', 2, 10)
  await page.mouse.click(empty.x, empty.y)
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The Sentinel's sheet shows the hit; the dice log has it in the same words.
  await page.keyboard.press('l')
  const library = page.getByRole('complementary', { name: 'Library' })
  await library.locator('[data-npc-id="sample-rust-sentinel"]').click()
  const instanceHp = library.locator('[data-instance="npc-sentinel"] [data-role="instance-hp"]')
  await expect(instanceHp).toHaveText('HP 23/24')
  await library.getByRole('tab', { name: 'Dice', exact: true }).click()
  const log = library.locator('[data-role="dice-log"] [data-role="log-entry"]')
  await expect(log.first()).toContainText('Twin blades at Rust Sentinel')
  await expect(log.first().locator('[data-role="outcome"]')).toHaveText(said)

  // Undo takes the hit back.
  await page.getByRole('button', { name: 'Undo' }).click()
  await library.getByRole('tab', { name: 'NPCs', exact: true }).click()
  await expect(instanceHp).toHaveText('HP 24/24')

  // From the Library: Vaka's twin blades, "Choose on the map", a click on the Sentinel.
  await library.getByRole('tab', { name: 'PCs', exact: true }).click()
  await library.locator('[data-pc-id="vaka"]').click()
  await library.locator('[data-weapon="twin-blades"] button').click()
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('[data-role="hit-chance"]')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Choose on the map' }).click()
  await expect(dialog.locator('[data-role="picking"]')).toBeVisible()
  // Folded while picking: the odds give way to the map.
  await expect(dialog.locator('[data-role="damage-line"]')).toBeHidden()
  await page.screenshot({ path: `${SHOTS}/attack-picking.png` })
  const again = await tokenPos(page, 'gm', 'npc-sentinel')
  await page.mouse.click(again.x, again.y)
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('[data-role="picking"]')).toHaveCount(0)
  await expect(dialog.getByLabel('Target')).toHaveValue('npc-sentinel')
  await expect(dialog.locator('[data-role="target-hp"]')).toHaveText('24')
  await expect(dialog.locator('[data-role="hit-chance"]')).toHaveText('54.2%')
  await page.screenshot({ path: `${SHOTS}/attack-library-pick.png` })

  // Esc while picking cancels the pick and keeps the dialog.
  await dialog.getByRole('button', { name: 'Choose on the map' }).click()
  await expect(dialog.locator('[data-role="picking"]')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog.locator('[data-role="picking"]')).toHaveCount(0)
  await expect(dialog).toBeVisible()
})
