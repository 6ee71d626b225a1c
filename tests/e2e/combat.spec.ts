/**
 * The combat tracker end to end on the demo map: start a fight with two PCs and two NPCs (one
 * Hidden), typed equal initiatives flagged as a tie and settled by drag, a turn taken (a drag
 * spends metres, an attack spends AP), Back-footed from a Shove expiring at the start of the
 * shover's next turn, a Bleeding target's end of turn rolled and logged, Undo of a Next Turn
 * bringing the expired condition back, and the players' strip without the hidden combatant or any
 * HP number.
 */
import type { Locator, Page } from '@playwright/test'
import { drag, expect, hexPos, mapReady, openRow, rollOnce, test, tokenPos } from './fixtures'

function tracker(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Combat tracker' })
  const row = (id: string) => panel.locator(`[data-combatant-id="${id}"]`)
  const item = (id: string) =>
    panel.locator('ol.order > li').filter({ has: page.locator(`[data-combatant-id="${id}"]`) })
  return { panel, row, item }
}

const left = (row: Locator, resource: string) =>
  row.locator(`[data-resource="${resource}"] [data-role="left"]`)

async function number(l: Locator): Promise<number> {
  return Number(/-?\d+/.exec(await l.innerText())?.[0] ?? NaN)
}

/** Put a condition on a combatant through the panel's editor. */
async function putCondition(
  page: Page,
  on: string,
  condition: string,
  lasts: { kind: 'turn'; at: 'start' | 'end'; of: string; by?: string } | { kind: 'manual' },
  hint?: string,
): Promise<void> {
  const { panel, row } = tracker(page)
  await (await openRow(row(on))).locator('[data-role="add-condition"]').click()
  const editor = panel.locator('[data-role="condition-editor"]')
  await editor.locator('[data-role="condition-choice"]').selectOption(condition)
  if (hint) await expect(editor.locator('.hint').first()).toContainText(hint)
  await editor.locator('[data-role="duration-kind"]').selectOption(lasts.kind)
  if (lasts.kind === 'turn') {
    await editor.locator('[data-role="duration-at"]').selectOption(lasts.at)
    await editor.locator('[data-role="duration-of"]').selectOption(lasts.of)
    if (lasts.by) await editor.getByLabel('Given by').selectOption(lasts.by)
  }
  await editor.locator('[data-role="apply-condition"]').click()
  await expect(editor).toHaveCount(0)
}

test('combat tracker: start, settle a tie, take a turn, timed conditions, Bleeding, undo, the players strip', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')

  // Before the fight, Vaka stands two hexes from the Rust Sentinel (a free Shift-drag).
  await page.keyboard.down('Shift')
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), await hexPos(page, 'gm', 6, 5))
  await page.keyboard.up('Shift')
  await expect(page.locator('[data-token-id="pc-vaka"] [data-role="hex"]')).toHaveText('6,5')
  await page.keyboard.press('Escape')

  // Start combat: every visible token, Mira left out, the Sentinel Hidden, totals typed in.
  await page.locator('[data-role="start-combat-button"]').click()
  const start = page.getByRole('dialog', { name: 'Start combat' })
  await start.locator('[data-role="combat-source"]').selectOption('visible')
  await start.getByLabel('Mira fights').uncheck()
  await start.getByLabel('Rust Sentinel is hidden').check()
  const typed = { Vaka: '18', Orin: '12', 'Scrap Hound': '12', 'Rust Sentinel': '5' }
  for (const [name, total] of Object.entries(typed))
    await start.getByLabel(`Initiative of ${name}`).fill(total)
  // A typed total that is not a number is named and nothing is sent.
  await start.getByLabel('Initiative of Orin').fill('twelve')
  await expect(start.locator('[data-role="start-problem"]')).toHaveText(
    "Orin's initiative must be a whole number (or blank to roll).",
  )
  await expect(start.locator('[data-role="roll-initiative"]')).toBeDisabled()
  await start.getByLabel('Initiative of Orin').fill('12')
  await start.locator('[data-role="roll-initiative"]').click()
  await expect(start).toHaveCount(0)

  // The initiative phase: Orin and the Hound tie; the GM drags the Hound ahead of Orin.
  const { panel, row, item } = tracker(page)
  await expect(panel.locator('[data-role="round"]')).toHaveText('Initiative')
  await expect(panel.locator('[data-combatant-id]')).toHaveCount(4)
  await expect(row('pc-orin').locator('[data-role="tie"]')).toBeVisible()
  await expect(row('npc-hound').locator('[data-role="tie"]')).toBeVisible()
  const ids = () =>
    panel
      .locator('ol.order > li > [data-combatant-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-combatant-id')))
  if ((await ids()).indexOf('pc-orin') < (await ids()).indexOf('npc-hound')) {
    await item('npc-hound').dragTo(item('pc-orin'), { targetPosition: { x: 40, y: 4 } })
  } else {
    // Already ahead: drag Orin above it first, then the Hound back above Orin.
    await item('pc-orin').dragTo(item('npc-hound'), { targetPosition: { x: 40, y: 4 } })
    await expect.poll(ids).toEqual(['pc-vaka', 'pc-orin', 'npc-hound', 'npc-sentinel'])
    await item('npc-hound').dragTo(item('pc-orin'), { targetPosition: { x: 40, y: 4 } })
  }
  await expect.poll(ids).toEqual(['pc-vaka', 'npc-hound', 'pc-orin', 'npc-sentinel'])
  // Settled by the drag: the tie is no longer flagged.
  await expect(panel.locator('[data-role="tie"]')).toHaveCount(0)

  // Round 1: Vaka's turn.
  await panel.locator('[data-role="begin-combat"]').click()
  await expect(panel.locator('[data-role="round"]')).toHaveText('Round 1')
  await expect(panel.locator('[aria-current="true"]')).toHaveAttribute(
    'data-combatant-id',
    'pc-vaka',
  )
  const vaka = row('pc-vaka')
  await expect(left(vaka, 'ap')).toHaveText('2')

  // A drag of her token spends the metres the map charged.
  const metresBefore = await number(left(vaka, 'metres'))
  await drag(page, await tokenPos(page, 'gm', 'pc-vaka'), await hexPos(page, 'gm', 8, 5))
  await expect(page.locator('[data-token-id="pc-vaka"] [data-role="hex"]')).toHaveText('8,5')
  await expect.poll(() => number(left(vaka, 'metres'))).toBe(metresBefore - 2)

  // An attack on the Sentinel from the target panel spends 1 AP.
  const target = page.getByRole('region', { name: 'Attack from the selected token' })
  await target.getByRole('button', { name: 'Pick on map' }).click()
  const sentinelAt = await tokenPos(page, 'gm', 'npc-sentinel')
  await page.mouse.click(sentinelAt.x, sentinelAt.y)
  await target.getByRole('button', { name: 'Roll attack…' }).click()
  const attack = page.getByRole('dialog', { name: 'Attack' })
  await attack.getByRole('button', { name: 'Roll attack' }).click()
  await expect(attack.locator('[data-role="roll-result"]')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(left(vaka, 'ap')).toHaveText('1')
  // The fight's log tells the attack, not only turns and moves.
  await expect(panel.locator('[data-role="combat-log"]')).toContainText(
    /Vaka: .+ at Rust Sentinel: (hit|miss)/i,
  )

  // Vaka Shoves the Sentinel (the attack dialog's Shove; Shift pays past "no AP left" for a retry
  // after a miss): on a hit, Back-footed until the start of Vaka's next turn.
  await target.getByRole('button', { name: 'Roll attack…' }).click()
  await attack.getByRole('radio', { name: 'Shove' }).check()
  const rollShove = attack.locator('[data-role="roll-attack"]')
  await expect(rollShove).toHaveText('Roll shove')
  const shoveOutcome = attack.locator('[data-role="roll-result"] [data-role="outcome"]')
  for (let i = 0; i < 30; i++) {
    await rollOnce(attack, () => rollShove.click({ modifiers: i === 0 ? [] : ['Shift'] }))
    await expect(attack.locator('[data-role="roll-result"]')).toContainText('Sentinel')
    await expect(rollShove).toBeEnabled()
    if (/^hit/.test(await shoveOutcome.innerText())) break
  }
  await expect(shoveOutcome).toHaveText(/^hit/)
  await page.keyboard.press('Escape')
  await expect(left(vaka, 'ap')).toHaveText('0')
  const sentinelBackFooted = row('npc-sentinel').locator('[data-condition="back-footed"]')
  await expect(sentinelBackFooted.locator('[data-role="remaining"]')).toHaveText(
    "until the start of Vaka's turn",
  )

  // The Hound bleeds: at the end of its turn a d4 waits for the GM, who rolls it.
  // A condition the GM ends by hand says when (L811): a Medicine check or any healing.
  await putCondition(
    page,
    'npc-hound',
    'bleeding',
    { kind: 'manual' },
    'Ends on a successful check (1 AP Medicine, DC 6, by itself or an adjacent ally), or on any healing',
  )
  await page.keyboard.press('n')
  await expect(panel.locator('[aria-current="true"]')).toHaveAttribute(
    'data-combatant-id',
    'npc-hound',
  )
  const houndHp = await row('npc-hound').locator('[data-role="vitals"]').innerText()
  await page.keyboard.press('n')
  const bleed = panel.locator('[data-role="turn-items"] li', { hasText: 'Bleeding' })
  await expect(bleed).toContainText('Scrap Hound')
  await bleed.locator('[data-role="roll-item"]').click()
  await expect(bleed).toHaveCount(0)
  await expect(panel.locator('[data-role="combat-log"]')).toContainText('Bleeding')
  await expect(row('npc-hound').locator('[data-role="vitals"]')).not.toHaveText(houndHp)

  // Orin's turn, then the Sentinel's; Next starts round 2 with Vaka: Back-footed is gone.
  await expect(panel.locator('[aria-current="true"]')).toHaveAttribute(
    'data-combatant-id',
    'pc-orin',
  )
  await panel.locator('[data-role="next-turn"]').click()
  await expect(panel.locator('[aria-current="true"]')).toHaveAttribute(
    'data-combatant-id',
    'npc-sentinel',
  )
  await expect(sentinelBackFooted).toBeVisible()
  await page.keyboard.press('n')
  await expect(panel.locator('[data-role="round"]')).toHaveText('Round 2')
  await expect(sentinelBackFooted).toHaveCount(0)
  await expect(left(vaka, 'ap')).toHaveText('2')

  // Undo that Next Turn: round 1, the Sentinel's turn, Back-footed back; Redo ends it again.
  await page.keyboard.press('Control+z')
  await expect(panel.locator('[data-role="round"]')).toHaveText('Round 1')
  await expect(panel.locator('[aria-current="true"]')).toHaveAttribute(
    'data-combatant-id',
    'npc-sentinel',
  )
  await expect(sentinelBackFooted.locator('[data-role="remaining"]')).toHaveText(
    "until the start of Vaka's turn",
  )
  await page.keyboard.press('Control+y')
  await expect(panel.locator('[data-role="round"]')).toHaveText('Round 2')
  await expect(sentinelBackFooted).toHaveCount(0)

  // The players' strip: the hidden Sentinel left out, health in words, no HP numbers.
  const players = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await players.goto(host.playerUrl)
  const strip = players.locator('[data-role="initiative-strip"]')
  await expect(strip.locator('[data-role="entry-name"]')).toHaveText([
    'Vaka',
    'Scrap Hound',
    'Orin',
  ])
  await expect(strip).not.toContainText('Rust Sentinel')
  await expect(strip.locator('[data-role="entry-hp"]')).toHaveCount(0)
  expect(await strip.innerText()).not.toMatch(/\d+\s*\/\s*\d+|HP\s*\d/)

  // Revealed, the Sentinel joins the strip; PC HP (never NPCs') shows only once the GM ticks it.
  await (await openRow(row('npc-sentinel'))).getByRole('button', { name: 'Reveal' }).click()
  await expect(strip.locator('[data-role="entry-name"]')).toHaveText([
    'Vaka',
    'Scrap Hound',
    'Orin',
    'Rust Sentinel',
  ])
  await panel.locator('[data-role="show-pc-hp"]').check()
  await expect(strip.locator('[data-role="entry-hp"]')).toHaveCount(2)

  // End combat: the summary names the rounds; the panel goes.
  await panel.locator('[data-role="end-combat"]').click()
  await panel.locator('[data-role="end-combat-confirm"]').click()
  const summary = page.getByRole('dialog', { name: /Combat over after 2 rounds/ })
  await expect(summary).toBeVisible()
  await summary.getByRole('button', { name: 'OK' }).click()
  await expect(panel).toHaveCount(0)
  await expect(strip).toHaveCount(0)
})
