/**
 * A GG campaign's library in the browser host: New Campaign with the GG ruleset, a new NPC whose
 * nonsense HP is refused in words, its stat block's derived HT, placing it, export then import,
 * and a Trait Test with its odds before the roll and its entry in the log after.
 */
import { drawnTokens, expect, mapReady, test, tokenPos } from './fixtures'

test('GG library: create an NPC with an action, validated; derived HT; place it; export and import; a Trait Test with odds and log', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')

  // A new campaign playing GG.
  await page.getByRole('button', { name: 'New campaign…' }).click()
  const dialog = page.getByRole('dialog', { name: 'New campaign' })
  await dialog.getByLabel('Ruleset').selectOption('gg')
  await dialog.getByLabel('Campaign name').fill('Orc Hills')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(page.locator('.toolbar .title')).toHaveText('Orc Hills')
  await expect(page.locator('[data-role="ruleset"]')).toHaveText('Trait-Test (GG)')

  // A new NPC: a nonsense HP is refused in words beside the field, and Save stays off.
  await page.keyboard.press('l')
  const library = page.getByRole('complementary', { name: 'Library' })
  await library.getByRole('button', { name: 'New NPC' }).click()
  const form = library.locator('form.gg-form')
  await form.getByLabel('Name', { exact: true }).fill('Orc Raider')
  await form.getByLabel('AGI', { exact: true }).fill('3')
  await form.getByLabel('PHY', { exact: true }).fill('2')
  await form.getByLabel('HP max').fill('-5')
  await expect(form.locator('[data-issue-for="hpMax"]')).toHaveText(
    'HP max must be at least 1, not -5',
  )
  await expect(form.locator('[data-role="issue-count"]')).toHaveText('1 problem to fix')
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled()
  await form.getByLabel('HP max').fill('30')
  // An action of its own beside the blank's Unarmed Strike.
  await form.getByRole('button', { name: 'Add action' }).click()
  await form.locator('[data-path="actions.1.name"]').fill('Greataxe')
  await form.locator('[data-path="actions.1.damage"]').fill('1d12')
  await form.locator('[data-path="actions.1.ap"]').fill('2')
  await expect(form.locator('[data-issue-for]')).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('gg-form.png') })
  await form.getByRole('button', { name: 'Save' }).click()

  // Its stat block: HT 10 + AGI 3, and the Greataxe's bonus and damage with how.
  await expect(library.locator('[data-role="sheet-name"]')).toHaveText('Orc Raider')
  await expect(library.locator('[data-role="ht"]')).toHaveText('13')
  await expect(library.locator('[data-role="ht-how"]')).toHaveText('HT 13: 10 + 3 (AGI)')
  const axe = library.locator('[data-action-id="action-2"]')
  await expect(axe.locator('[data-role="attack-bonus"]')).toHaveText('+4 to hit (PHY 2 + SB 2)')
  await expect(
    library.getByRole('listbox', { name: 'NPCs' }).getByRole('option', { name: /Orc Raider/ }),
  ).toContainText('Lvl 1 · HT 13 · HP 30')

  // Placed on the map: a token of the sheet, its state listed under the stat block.
  await library.getByRole('button', { name: 'Place on map' }).click()
  await expect.poll(() => drawnTokens(page, 'gm')).toHaveLength(1)
  await expect(library.locator('[data-role="instance-hp"]')).toHaveText('HP 30/30')
  await page.screenshot({ path: test.info().outputPath('gg-statblock.png') })

  // Export all, then import the file back: the clashing id is renamed and said so.
  const download = page.waitForEvent('download')
  await library.getByRole('button', { name: 'Export all' }).click()
  const file = test.info().outputPath('gg-npcs-export.json')
  await (await download).saveAs(file)
  await library.getByLabel('Import NPCs from a JSON file').setInputFiles(file)
  await expect(library.locator('.import-result')).toContainText('Imported 1 NPC from')
  await expect(library.locator('.import-result')).toContainText('→')
  await expect(
    library.getByRole('listbox', { name: 'NPCs' }).getByRole('option', { name: /Orc Raider/ }),
  ).toHaveCount(2)

  // The copy placed too; the first selected on the map: the target panel offers its actions,
  // draws its reach, and takes the copy as target.
  const list = library.getByRole('listbox', { name: 'NPCs' })
  await list.getByRole('option').nth(1).click()
  await library.getByRole('button', { name: 'Place on map' }).click()
  await expect.poll(() => drawnTokens(page, 'gm')).toHaveLength(2)
  const [first] = await drawnTokens(page, 'gm')
  const panel = page.getByRole('region', { name: 'Attack from the selected token' })
  // A click the map takes while it is still settling after the placement selects nothing: click
  // again until the token is selected (the state this waits for is the panel).
  await expect(async () => {
    const at = await tokenPos(page, 'gm', first!)
    await page.mouse.click(at.x, at.y)
    await expect(panel).toBeVisible({ timeout: 2000 })
  }).toPass()
  await expect(panel.getByLabel('Attack action')).toContainText('Greataxe (2AP, reach 1 m)')
  await expect(panel).toContainText('AoC 1 m')
  await panel.getByLabel('Target').selectOption({ index: 1 })
  await page.screenshot({ path: test.info().outputPath('gg-target-panel.png') })

  // A Trait Test from the stat block: the odds before rolling (d20 + 3 vs TG 15: 9 in 20).
  await library.getByRole('listbox', { name: 'NPCs' }).getByRole('option').first().click()
  await library.locator('[data-trait="AGI"]').click()
  const roll = page.getByRole('dialog', { name: 'Trait Test' })
  await expect(roll).toBeVisible()
  await roll.getByLabel('Test Goal').fill('15')
  await expect(roll.locator('[data-role="chance"]')).toHaveText('45.0%')
  await expect(roll.locator('[data-role="inspired"]')).toContainText('Inspired Event')
  await page.screenshot({ path: test.info().outputPath('gg-trait-test.png') })
  await roll.getByRole('button', { name: 'Roll', exact: true }).click()
  await expect(roll.locator('[data-role="roll-result"]')).toContainText('Orc Raider')
  await page.screenshot({ path: test.info().outputPath('gg-trait-test-rolled.png') })
  await page.keyboard.press('Escape')
  await expect(roll).toBeHidden()

  // An attack from the stat block at the copy: the options and the exact odds before rolling.
  await library.locator('[data-action-id="action-2"] button').click()
  const attack = page.getByRole('dialog', { name: 'Attack' })
  await attack.getByLabel('Target', { exact: true }).selectOption({ label: 'Orc Raider 2' })
  await expect(attack.locator('[data-role="hit-chance"]')).toHaveText(/^\d+\.\d%$/)
  await expect(attack.locator('[data-role="attack-bonus"]')).toHaveText('+4 (PHY 2 + SB 2)')
  await page.screenshot({ path: test.info().outputPath('gg-attack.png') })
  await page.keyboard.press('Escape')
  await library.getByRole('tab', { name: 'Dice', exact: true }).click()
  await expect(
    library.locator('[data-role="dice-log"] [data-role="log-entry"]').first(),
  ).toContainText('Orc Raider')
})
