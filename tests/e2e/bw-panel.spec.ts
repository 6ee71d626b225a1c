/**
 * The BrikWars panel in the GM window, on the BW demo ("Brick Hill Skirmish", `serve --demo bw`):
 * the selected Red Tank's panel lists its Skill Modifiers and odds against Red Trooper 2 and rolls
 * the attack through main; "Set off an explosion" at the tank lists the units by band before
 * rolling and what each took after.
 */
import { expect, mapReady, startHost, test as base, tokenPos, type Host } from './fixtures'

const test = base.extend<{ host: Host }>({
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use) => {
    const { host, child } = await startHost(['--demo', 'bw'])
    await use(host)
    child.kill('SIGTERM')
  },
})

test('BW: attack odds line by line, then an explosion listed by band', async ({ page, host }) => {
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  const tank = await tokenPos(page, 'gm', 'red-tank')
  await page.mouse.click(tank.x, tank.y)
  const panel = page.getByRole('region', { name: 'The selected unit acts' })
  await expect(panel.getByRole('heading', { name: 'Red Tank acts' })).toBeVisible()

  await panel.getByLabel('Target').selectOption({ label: 'Red Trooper 2' })
  await expect(panel.locator('[data-role="modifier-total"]')).toContainText('against UR 5')
  await expect(panel.locator('[data-role="hit"]')).toHaveText(/^\d+% to hit$/)
  await expect(panel.locator('[data-role="kill"]')).toHaveText(/^\d+% to destroy$/)
  // The roll itself is the walk-through's (bw-battle.spec): the tank's shell explodes where it
  // lands, and at random it can wreck the tank the explosion below is set off at.

  await panel.getByRole('button', { name: 'Set off an explosion…' }).click()
  await panel.getByRole('button', { name: 'At the selected unit' }).click()
  await panel.getByLabel('Explosion dice').fill('3d10')
  await expect(panel.locator('[data-role="blast-row"]').first()).toHaveText('Red Tank — 0" — 3d10')
  await panel.getByRole('button', { name: 'Roll explosion' }).click()
  await expect(panel.locator('[data-role="blast-result"]').first()).toContainText('rolled')
  // Its Armor roll decides: destroyed, or it stands and the blast throws it back 1" a die (BW-32).
  await expect(panel.locator('[data-role="blast-result"]').nth(1)).toContainText(
    /Red Tank at 0": .* (destroyed|holds|knocked back \d)/,
  )
})
