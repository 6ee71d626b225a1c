/**
 * Table rules end to end: the GM opens the Table rules dialog (Shift+O; Esc closes it unchanged),
 * switches on the Escalation Counter and Death Saves from the toolbar's button, starts a fight, and
 * a PC spends EP from its tracker row: its EP drops and the Escalation Counter shows 2 of its
 * maximum; Undo gives both back.
 */
import { expect, mapReady, test, toolbarButton } from './fixtures'

test('table rules: switch on the Escalation Counter, a PC spends EP, the counter shows 2', async ({
  host,
  browser,
}) => {
  test.setTimeout(90_000)
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')

  // Shift+O opens it with the current values; Esc closes it and changes nothing.
  const dialog = page.getByRole('dialog', { name: 'Table rules' })
  const counterBox = dialog.locator('[data-option="escalationCounter"] input[type="checkbox"]')
  await page.keyboard.press('Shift+O')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('[data-option]')).toHaveCount(14)
  await expect(dialog.locator('[data-option="downAndOut"]')).toContainText('Death Saves')
  await expect(counterBox).not.toBeChecked()
  // The O of the shortcut does not reach the focused first field.
  await expect(dialog.getByLabel('Death Saves')).toHaveValue('instances')
  await counterBox.check()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  // The toolbar's button: Escalation Counter on, Death Saves on, Save.
  await (await toolbarButton(page, 'table-rules-button')).click()
  await expect(counterBox).not.toBeChecked()
  await counterBox.check()
  await dialog.getByLabel('Death Saves').selectOption('death-saves')
  await dialog.locator('[data-role="table-rules-save"]').click()
  await expect(dialog).toHaveCount(0)
  await (await toolbarButton(page, 'table-rules-button')).click()
  await expect(counterBox).toBeChecked()
  await expect(dialog.getByLabel('Death Saves')).toHaveValue('death-saves')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)

  // A fight with Vaka first.
  await page.locator('[data-role="start-combat-button"]').click()
  const start = page.getByRole('dialog', { name: 'Start combat' })
  await start.locator('[data-role="combat-source"]').selectOption('visible')
  const inits = start.locator('[data-role="typed-initiative"]')
  const n = await inits.count()
  for (let i = 0; i < n; i++) {
    const label = (await inits.nth(i).getAttribute('aria-label')) ?? ''
    await inits.nth(i).fill(label === 'Initiative of Vaka' ? '20' : String(10 - i))
  }
  await start.locator('[data-role="roll-initiative"]').click()
  await expect(start).toHaveCount(0)
  const panel = page.getByRole('complementary', { name: 'Combat tracker' })
  await panel.locator('[data-role="begin-combat"]').click()
  await expect(panel.locator('[aria-current="true"]')).toHaveAttribute(
    'data-combatant-id',
    'pc-vaka',
  )

  // Vaka spends EP from the row: EP 3 → 2, the counter 1 → 2 of its maximum.
  const track = panel.locator('[data-track="escalation"]')
  await expect(track).toContainText(/Escalation Counter\s*1 \/ \d+/)
  const ep = panel.locator('[data-combatant-id="pc-vaka"] [data-pool="ep"]')
  await expect(ep.locator('[data-role="pool-value"]')).toHaveText('EP 3/3')
  await ep.locator('[data-role="spend-pool"]').click()
  await expect(ep.locator('[data-role="pool-value"]')).toHaveText('EP 2/3')
  await expect(track).toContainText(/Escalation Counter\s*2 \/ \d+/)

  // Undo gives both back.
  await page.keyboard.press('Control+Z')
  await expect(ep.locator('[data-role="pool-value"]')).toHaveText('EP 3/3')
  await expect(track).toContainText(/Escalation Counter\s*1 \/ \d+/)
})
