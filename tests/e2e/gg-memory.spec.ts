/**
 * The Limit Break's Memory in play on the GG demo (GG-114 … GG-123): the table gives an event's
 * Limit Potential, which the GM adds from the tracker's Limit Potential track; on Aria's turn her
 * Limit Break Level 1 summons her Memory beside her and right after her in the order; hurt, it
 * regenerates at its turn start; Bram, next to it, starts his turn with his speeds halved by its
 * Obstructing Aura.
 */
import type { Locator } from '@playwright/test'
import { drawnTokens, expect, mapReady, tokenPos } from './fixtures'
import { ggDemoTest, place, startFight, tracker } from './gg-fixtures'

const EVENT = 'A daring rescue'

/** The GG demo whose table gives 100 Limit Potential for an event. */
const test = ggDemoTest({ lpEvents: { [EVENT]: 100 } })

const MEMORY = 'memory-pc-aria'

/** The HP a tracker row's vitals show ("HP 41/51 · …" → 41). */
async function hpOf(row: Locator): Promise<number> {
  const text = await row.locator('[data-role="vitals"]').innerText()
  return Number(/HP (\d+)\//.exec(text)?.[1] ?? NaN)
}

/** Hex distance between two "q,r" texts (axial coordinates). */
function hexDistance(a: string, b: string): number {
  const [aq = 0, ar = 0] = a.split(',').map(Number)
  const [bq = 0, br = 0] = b.split(',').map(Number)
  const dq = aq - bq
  const dr = ar - br
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2
}

test('GG demo: Aria’s Limit Break summons her Memory beside her and after her; it regenerates, and its aura halves Bram’s speed', async ({
  host,
  browser,
}) => {
  test.setTimeout(180_000)
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  await expect(page.locator('[data-role="ruleset"]')).toHaveText('Trait-Test (GG)')

  // Bram right beside Aria: any hex next to her is within 2 m (Aria's SB) of it.
  await place(page, 'pc-bram', 3, 6)

  await startFight(page)
  const { panel, row } = tracker(page)

  // The Limit Potential track: the event's 100 LP, then Limit Break Level 1 on Aria's turn.
  const track = panel.locator('[data-track="limitPotential"]')
  // The demo starts near a Limit Break: 90 LP, and 5 more as the fight starts.
  await expect(track).toContainText('Limit Potential 95 / 200')
  const lb1 = track.getByRole('button', { name: 'Limit Break Level 1' })
  await expect(lb1).toBeDisabled()
  // The GM sets the pool by hand (earned at the table), and Undo takes it back.
  await track.getByLabel('Set Limit Potential (0 to 200)').fill('100')
  await track.locator('[data-role="track-set"]').click()
  await expect(track).toContainText('Limit Potential 100 / 200')
  await expect(lb1).toBeEnabled()
  await page.keyboard.press('Control+z')
  await expect(track).toContainText('Limit Potential 95 / 200')
  await track.getByRole('button', { name: `${EVENT} (+100 LP)` }).click()
  await expect(track).toContainText('Limit Potential 195 / 200')
  await lb1.click()
  await expect(track).toContainText('Limit Potential 95 / 200')

  // The Memory: drawn beside Aria, and in the order right after her.
  await expect.poll(() => drawnTokens(page, 'gm')).toContain(MEMORY)
  const hex = (id: string) => page.locator(`[data-token-id="${id}"] [data-role="hex"]`).innerText()
  expect(hexDistance(await hex(MEMORY), await hex('pc-aria'))).toBe(1)
  const order = panel.locator('[data-combatant-id]')
  await expect
    .poll(async () =>
      (await order.evaluateAll((els) => els.map((e) => e.getAttribute('data-combatant-id')))).slice(
        0,
        3,
      ),
    )
    .toEqual(['pc-aria', MEMORY, 'pc-bram'])
  const memory = row(MEMORY)
  await expect(memory.locator('[data-role="vitals"]')).toContainText('HP 51/51')
  // One step: Undo takes back the LP, the Memory's token and its turn together; Redo restores them.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(track).toContainText('Limit Potential 195 / 200')
  await expect(memory).toHaveCount(0)
  await expect.poll(() => drawnTokens(page, 'gm')).not.toContain(MEMORY)
  await page.getByRole('button', { name: 'Redo' }).click()
  await expect(memory.locator('[data-role="vitals"]')).toContainText('HP 51/51')
  await expect(track).toContainText('Limit Potential 95 / 200')
  await page.screenshot({ path: test.info().outputPath('gg-memory-summoned.png') })

  // Aria strikes her own Memory (+10: it surely hits) so that its Regeneration shows.
  const ariaAt = await tokenPos(page, 'gm', 'pc-aria')
  await page.mouse.click(ariaAt.x, ariaAt.y)
  const attack = page.getByRole('region', { name: 'Attack from the selected token' })
  await attack.getByLabel('Target').selectOption({ label: "Aria's Memory" })
  await attack.getByRole('button', { name: 'Roll attack…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attack' })
  await dialog.getByLabel('Modifier').fill('10')
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click()
  await expect(dialog.locator('[data-role="roll-result"]')).toContainText("Aria's Memory")
  await page.keyboard.press('Escape')
  await expect.poll(() => hpOf(memory)).toBeLessThan(51)
  const hurt = await hpOf(memory)

  // The Memory's turn comes right after Aria's: it regains 5 + LB Lvl = 6 HP.
  await panel.locator('[data-role="next-turn"]').click()
  await expect(panel.locator('[aria-current="true"]')).toHaveAttribute('data-combatant-id', MEMORY)
  await expect.poll(() => hpOf(memory)).toBe(Math.min(51, hurt + 6))

  // Bram's turn starts within the Memory's aura: his speeds are halved until his next turn.
  await panel.locator('[data-role="next-turn"]').click()
  await expect(panel.locator('[aria-current="true"]')).toHaveAttribute(
    'data-combatant-id',
    'pc-bram',
  )
  await expect(row('pc-bram').locator('[data-role="vitals"]')).toContainText(
    "Speed halved (aura of Aria's Memory)",
  )
  await expect(panel).toContainText("Bram starts its turn in the Obstructing Aura of Aria's Memory")
  await page.screenshot({ path: test.info().outputPath('gg-memory-aura.png') })
})
