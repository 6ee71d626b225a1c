import { mkdirSync } from 'node:fs'
import { drag, expect, hexPos, mapReady, rollOnce, test, tokenPos } from './fixtures'

test('library: create an NPC, attack the Rust Sentinel from Vaka with the odds shown, see its HP drop and the log', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1500, height: 950 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')

  // L opens the library beside the map.
  await page.keyboard.press('l')
  const library = page.getByRole('complementary', { name: 'Library' })
  await expect(library).toBeVisible()

  // A new NPC: a bonus above the level is refused with the reason, Save stays off until fixed.
  await library.getByRole('button', { name: 'New NPC' }).click()
  const form = library.locator('form.sheet-form')
  await form.getByLabel('Name', { exact: true }).fill('Causeway Bandit')
  await form.getByLabel('Level', { exact: true }).fill('3')
  await form.getByLabel('Strength (FOR)').fill('4')
  await expect(form.locator('[data-issue-for="abilityBonuses.strength"]')).toHaveText(
    'Strength bonus 4 is above level 3',
  )
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled()
  await form.getByLabel('Strength (FOR)').fill('2')
  await expect(form.locator('[data-issue-for]')).toHaveCount(0)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(library.locator('[data-role="sheet-name"]')).toHaveText('Causeway Bandit')
  await expect(
    library.getByRole('listbox', { name: 'NPCs' }).getByRole('option', { name: /Causeway Bandit/ }),
  ).toBeVisible()

  // Shift-drag Vaka next to the Sentinel: melee needs reach, and main measures it.
  await page.keyboard.down('Shift')
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), await hexPos(page, 'gm', 8, 5))
  await page.keyboard.up('Shift')
  await expect(page.locator('[data-token-id="pc-vaka"] [data-role="hex"]')).toHaveText('8,5')

  // Vaka's sheet: the twin blades open the attack dialog.
  await library.getByRole('tab', { name: 'PCs', exact: true }).click()
  await library.locator('[data-pc-id="vaka"]').click()
  await library.locator('[data-weapon="twin-blades"] button').click()
  const dialog = page.getByRole('dialog', { name: 'Attack' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Target').selectOption({ label: 'Rust Sentinel' })

  // The odds: d12 +2 Practiced vs AC 9 (base 10, DEX -1, heavy armor); one stone d4, resisted.
  await expect(dialog.locator('[data-role="hit-chance"]')).toHaveText('54.2%')
  await expect(dialog.locator('[data-role="odds"] tbody tr')).toHaveCount(2)
  await expect(dialog.locator('[data-role="target-hp"]')).toHaveText('24')

  // Roll until a hit lands (a hit always does 1 damage here; 0.46^20 odds of 20 misses).
  for (let i = 0; i < 20; i++) {
    await dialog.getByRole('button', { name: 'Roll attack' }).click()
    await expect(dialog.locator('[data-role="roll-result"]')).toContainText(
      'Twin blades at Rust Sentinel',
    )
    if (/^hit/.test(await dialog.locator('[data-role="outcome"]').innerText())) break
  }
  await expect(dialog.locator('[data-role="outcome"]')).toHaveText(/^hit: 1 damage/)
  await expect(dialog.locator('[data-role="target-hp"]')).toHaveText('23')
  mkdirSync('test-results', { recursive: true })
  await page.screenshot({ path: 'test-results/library.png' })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The Dice tab keeps the roll, newest first, with its faces; the free roller adds local rolls.
  await library.getByRole('tab', { name: 'Dice', exact: true }).click()
  const log = library.locator('[data-role="dice-log"] [data-role="log-entry"]')
  await expect(log.first()).toContainText('Vaka')
  await expect(log.first()).toContainText('Twin blades at Rust Sentinel')
  await expect(log.first()).toContainText('d12:')
  await library.getByLabel('Dice notation').fill('2d')
  await library.getByRole('button', { name: 'Roll', exact: true }).click()
  await expect(library.locator('[data-role="notation-error"]')).toContainText(
    'needs its number of sides',
  )
  await library.getByLabel('Dice notation').fill('2d6+3')
  await library.getByRole('button', { name: 'Roll', exact: true }).click()
  await expect(log.first()).toContainText('2d6 + 3')
  await page.screenshot({ path: 'test-results/library-dice.png' })
})

test('library: an instance’s conditions show by source in the attack dialog and the roll; Intimidation rolls with CHA', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1500, height: 950 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  await page.keyboard.press('l')
  const library = page.getByRole('complementary', { name: 'Library' })
  await page.keyboard.down('Shift')
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), await hexPos(page, 'gm', 8, 5))
  await page.keyboard.up('Shift')
  await expect(page.locator('[data-token-id="pc-vaka"] [data-role="hex"]')).toHaveText('8,5')

  // The Sentinel on the map is Prone and Dazed (↶), set from its sheet.
  await library.locator('[data-npc-id="sample-rust-sentinel"]').click()
  const instance = library.locator('[data-instance="npc-sentinel"]')
  await instance.getByLabel('Edit Rust Sentinel').click()
  await instance.getByLabel('Prone', { exact: true }).check()
  await expect(instance).toContainText('prone')
  await instance.getByLabel('Dazed', { exact: true }).check()
  await expect(instance).toContainText('prone, dazed')

  // Vaka's twin blades: +1 Edge from Prone (target), BAC 8 for Dazed; 54.2% becomes 89.1%.
  await library.getByRole('tab', { name: 'PCs', exact: true }).click()
  await library.locator('[data-pc-id="vaka"]').click()
  await library.locator('[data-weapon="twin-blades"] button').click()
  const dialog = page.getByRole('dialog', { name: 'Attack' })
  await dialog.getByLabel('Target').selectOption({ label: 'Rust Sentinel' })
  await expect(dialog.locator('[data-role="edge-flaw"]')).toContainText('Prone (target): +1 Edge')
  await expect(dialog.locator('[data-role="target-number"]')).toHaveText('BAC 8')
  await expect(dialog.locator('[data-role="hit-chance"]')).toHaveText('89.1%')
  await dialog.getByRole('button', { name: 'Roll attack' }).click()
  const result = dialog.locator('[data-role="roll-result"]')
  await expect(result).toContainText('vs BAC 8')
  await expect(result).toContainText('Prone (target) +1 Edge')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Intimidation from the Sentinel's sheet: the GM picks CHA over FOR; main rolls CHA.
  await library.getByRole('tab', { name: 'NPCs', exact: true }).click()
  await library.locator('.npc-tab [data-ability="intimidation"]').click()
  const check = page.getByRole('dialog', { name: 'Check' })
  await expect(check.getByLabel('Rolled by')).toHaveValue('npc-sentinel')
  await expect(check.getByLabel('Stat')).toHaveValue('FOR')
  await check.getByLabel('Stat').selectOption('CHA')
  await expect(check.locator('[data-role="roll-how"]')).toContainText('CHA −2')
  await check.getByRole('button', { name: 'Roll', exact: true }).click()
  await expect(check.locator('[data-role="roll-result"]')).toContainText(
    'Intimidation (CHA) check vs DC 10',
  )
})

test('library: import refuses a bad file by path, imports a good one, duplicates, places on the map, deletes', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1500, height: 950 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  await page.getByRole('button', { name: 'Library', exact: true }).click()
  const library = page.getByRole('complementary', { name: 'Library' })
  const file = library.getByLabel('Import NPCs from a JSON file')
  const npcList = library.getByRole('listbox', { name: 'NPCs' })

  // A bad file: nothing imported, every problem named by its JSON path.
  const bad = {
    format: 'bluebox-npcs',
    version: 1,
    npcs: [{ id: 'x', name: 'Broken', level: 2, abilityBonuses: { stealth: 5 } }],
  }
  await file.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  })
  const errors = library.locator('[data-role="import-errors"]')
  await expect(errors).toContainText('$.npcs[0].abilityBonuses.stealth')
  await expect(errors).toContainText('Stealth bonus 5 is above level 2')
  await expect(errors).toContainText('$.npcs[0].stats')
  await expect(npcList.getByRole('option')).toHaveCount(3)

  // A good file: the sample hound again, under a new id.
  await library.locator('[data-npc-id="sample-scrap-hound"]').click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    library.getByRole('button', { name: 'Export', exact: true }).click(),
  ])
  expect(download.suggestedFilename()).toBe('scrap-hound.json')
  const exported = await download
    .path()
    .then((p) => import('node:fs').then((fs) => fs.readFileSync(p!)))
  await file.setInputFiles({ name: 'hound.json', mimeType: 'application/json', buffer: exported })
  await expect(library.getByRole('status')).toContainText('Imported 1 NPC from hound.json')
  await expect(library.getByRole('status')).toContainText(
    'sample-scrap-hound → sample-scrap-hound-2',
  )
  await expect(npcList.getByRole('option', { name: /Scrap Hound/ })).toHaveCount(2)

  // Search and filter.
  await library.getByLabel('Search NPCs').fill('construct')
  await expect(npcList.getByRole('option')).toHaveCount(1)
  await library.getByLabel('Search NPCs').fill('')
  await library.getByLabel('Filter by size').selectOption('small')
  await expect(npcList.getByRole('option')).toHaveCount(3)
  await library.getByLabel('Filter by level').selectOption('2')
  await expect(npcList.getByRole('option')).toHaveCount(2)
  await library.getByLabel('Filter by level').selectOption('')
  await library.getByLabel('Filter by size').selectOption('')

  // Duplicate the Sentinel, place the copy on the map, see its instance.
  await library.locator('[data-npc-id="sample-rust-sentinel"]').click()
  await library.getByRole('button', { name: 'Duplicate' }).click()
  await expect(library.locator('[data-role="sheet-name"]')).toHaveText('Rust Sentinel (copy)')
  await library.getByRole('button', { name: 'Place on map' }).click()
  await expect(library.locator('[data-instance] [data-role="instance-hp"]')).toHaveText('HP 24/24')
  await expect(page.getByRole('complementary', { name: 'Tokens' })).toContainText(
    'Rust Sentinel (copy)',
  )

  // Delete with a confirmation; refused while a token stands for it.
  await library.getByRole('button', { name: 'Delete' }).click()
  await library.getByRole('alert').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(/has 1 token on maps/)).toBeVisible()
  await library.locator('[data-npc-id="sample-harbour-smuggler"]').click()
  await library.getByRole('button', { name: 'Duplicate' }).click()
  // The copy is selected once main has made it; a Delete before that would ask about the original
  // and lose its question when the selection moves.
  await expect(library.locator('[data-role="sheet-name"]')).toHaveText('Harbour Smuggler (copy)')
  await library.getByRole('button', { name: 'Delete' }).click()
  await library.getByRole('alert').getByRole('button', { name: 'Delete' }).click()
  await expect(npcList.getByRole('option', { name: /Harbour Smuggler \(copy\)/ })).toHaveCount(0)

  // Print shows the stat block alone.
  await library.locator('[data-npc-id="sample-rust-sentinel"]').click()
  await page.emulateMedia({ media: 'print' })
  await page.screenshot({ path: 'test-results/library-print.png' })
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden()
  await expect(page.locator('.statblock-print [data-role="ac"]')).toBeVisible()
})

test('library: a new NPC with a weapon attacks Vaka from the map: odds, roll, her HP and the log', async ({
  host,
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1500, height: 950 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  await page.keyboard.press('l')
  const library = page.getByRole('complementary', { name: 'Library' })

  // A bandit with a hooked spear (melee, reach 2 m, FOR, practiced).
  await library.getByRole('button', { name: 'New NPC' }).click()
  const form = library.locator('form.sheet-form')
  await form.getByLabel('Name', { exact: true }).fill('Causeway Bandit')
  await form.getByLabel('Level', { exact: true }).fill('3')
  await form.getByLabel('Strength (FOR)').fill('2')
  await form.getByRole('button', { name: 'Add weapon' }).click()
  await form.getByLabel('Weapon name').fill('Hooked spear')
  await form.getByLabel('Weapon kind').selectOption('melee')
  await form.getByLabel('Reach (m)').fill('2')
  await expect(form.locator('[data-issue-for]')).toHaveCount(0)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(library.locator('[data-role="sheet-name"]')).toHaveText('Causeway Bandit')

  // On the map as an instance, then carried (Shift: a GM placement) next to Vaka.
  await library.getByRole('button', { name: 'Place on map' }).click()
  const row = page.locator('[data-token-id]', { hasText: 'Causeway Bandit' })
  await expect(row).toHaveCount(1)
  const banditId = (await row.getAttribute('data-token-id'))!
  await page.keyboard.down('Shift')
  await drag(page, await tokenPos(page, 'gm', banditId), await hexPos(page, 'gm', 3, 5))
  await page.keyboard.up('Shift')
  await expect(row.locator('[data-role="hex"]')).toHaveText('3,5')

  // Its spear opens the attack dialog against Vaka, 2 m away: the odds before the roll.
  await library.locator('[data-weapon] button', { hasText: 'Hooked spear' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Attack' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Target').selectOption({ label: 'Vaka' })
  await expect(dialog.locator('[data-role="hit-chance"]')).toHaveText(/^\d+(\.\d)?%$/)
  // What stands between Vaka and harm: THP, Plating and HP, as the dialog shows them.
  const state = async () => {
    const text = await dialog.locator('[data-role="target-state"]').innerText()
    const m = /HP (\d+)\/\d+ · THP (\d+) · Plating (\d+)/.exec(text)
    if (!m) throw new Error(`no target state in "${text}"`)
    return { hp: Number(m[1]), thp: Number(m[2]), plating: Number(m[3]) }
  }
  const before = await state()
  expect(before.hp).toBeGreaterThan(0)

  // Roll until it hits (a hit chance can be low: up to 100 tries): Vaka loses HP, THP or Plating.
  const result = dialog.locator('[data-role="roll-result"]')
  for (let i = 0; i < 100; i++) {
    await rollOnce(dialog, () => dialog.getByRole('button', { name: 'Roll attack' }).click())
    await expect(result).toContainText('Hooked spear at Vaka')
    if (/^hit/.test(await dialog.locator('[data-role="outcome"]').innerText())) break
  }
  await expect(dialog.locator('[data-role="outcome"]')).toHaveText(/^hit/)
  // A hit does at least 1 damage: it comes off THP, Plating or HP.
  await expect
    .poll(async () => {
      const now = await state()
      return now.hp + now.thp + now.plating
    })
    .toBeLessThan(before.hp + before.thp + before.plating)
  await page.keyboard.press('Escape')
  await library.getByRole('tab', { name: 'Dice', exact: true }).click()
  await expect(
    library.locator('[data-role="dice-log"] [data-role="log-entry"]').first(),
  ).toContainText('Hooked spear at Vaka')
})
