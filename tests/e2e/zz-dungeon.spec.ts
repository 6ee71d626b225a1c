/**
 * A walk-through of the ZZ demo ("The Goblin Crypt", `serve --demo zz`), through the
 * GM's page only: Brogan opens the Oak door from the ZZ panel; the Supply crate is opened and
 * looted into a Hero's gear; in the fight (Heroes first), Brogan's spear strikes Mondo from behind
 * and the re-roll step of a Back Attack follows; Elowen throws her knife (5 + STR, 1 AP, the
 * Direction Die) and jumps; then Pell walks past his MOVE and pays AP for it; and the players' page
 * gets the open door but nothing of the hidden layer or the GM-only Lurker. After: Pell leaves by
 * the stairs and gives Brogan his turn (each undone alone), no pick-up through a wall, the hover
 * card's step cost on squares, Reveal PC sight on squares, and Large Turgar's 2 × 2 footprint
 * with his disc in its middle. The players' view frames the revealed squares, not the whole map.
 */
import type { Page } from '@playwright/test'
import {
  drag,
  drawnTokens,
  expect,
  gmSends,
  hexPos,
  mapReady,
  startHost,
  test as base,
  tokenPos,
  type Host,
} from './fixtures'
import { left, tracker } from './gg-fixtures'

interface Snapshot {
  maps?: Record<
    string,
    {
      doors?: Record<string, { open?: boolean }>
      containers?: Record<string, { open?: boolean; items: { name: string }[] }>
      items?: Record<string, { id: string }[]>
      fog?: { revealed: Record<string, 1> }
    }
  >
  tokens?: Record<
    string,
    { hex: { q: number; r: number }; instance?: { gear?: { stored?: { item: string }[] } } }
  >
}

const test = base.extend<{ host: Host }>({
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use) => {
    const { host, child } = await startHost(['--demo', 'zz'])
    await use(host)
    child.kill('SIGTERM')
  },
})

/** The GM's view as main holds it (the reply after the socket's hello). */
async function snapshot(page: Page, gmUrl: string): Promise<Snapshot> {
  const replies = await gmSends(page, gmUrl, [['state:snapshot', {}]])
  return (replies[1] as { value: { view: Snapshot } }).value.view
}

const square = (page: Page, id: string) => page.locator(`[data-token-id="${id}"] [data-role="hex"]`)

/** Drag a figure to a square; Shift places it freely (the GM's hand, not a move by the rules). */
async function moveTo(page: Page, id: string, q: number, r: number, free = false): Promise<void> {
  if (free) await page.keyboard.down('Shift')
  await drag(page, await tokenPos(page, 'gm', id), await hexPos(page, 'gm', q, r))
  if (free) await page.keyboard.up('Shift')
  await expect(square(page, id)).toHaveText(`${q},${r}`)
}

async function select(page: Page, id: string): Promise<void> {
  await page.keyboard.press('Escape')
  const at = await tokenPos(page, 'gm', id)
  await page.mouse.click(at.x, at.y)
}

/** Where a token's disc is drawn: its middle on screen (renderer/src/board/probe.ts). */
async function discCentre(page: Page, id: string): Promise<{ x: number; y: number }> {
  const box = await page.evaluate((tid) => {
    const m = window.__blueboxMap?.gm as unknown as {
      discClientRects(): { id: string; x: number; y: number; width: number; height: number }[]
    }
    return m.discClientRects().find((d) => d.id === tid) ?? null
  }, id)
  if (!box) throw new Error(`no disc for ${id}`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** The players' page: one square's width on screen, and whether square (q, r) is in the window. */
async function playersSquare(players: Page, q: number, r: number) {
  const a = await hexPos(players, 'projector', q, r)
  const b = await hexPos(players, 'projector', q + 1, r)
  const { width, height } = players.viewportSize()!
  return { at: a, side: b.x - a.x, shown: a.x > 0 && a.x < width && a.y > 0 && a.y < height }
}

/** The newest entry of the dice log (Library › Dice), the drawer closed again after. */
async function newestLog(page: Page): Promise<string> {
  await page.keyboard.press('Escape')
  await page.keyboard.press('l')
  const library = page.getByRole('complementary', { name: 'Library' })
  await library.getByRole('tab', { name: 'Dice', exact: true }).click()
  const entry = library.locator('[data-role="dice-log"] [data-role="log-entry"]').first()
  const text = (await entry.count()) ? await entry.innerText() : ''
  await page.keyboard.press('l')
  await expect(library).toBeHidden()
  return text
}

test('ZZ demo: a door opened, a crate looted, AP paid as Move, a Back Attack re-rolled, a projector without the hidden layer', async ({
  host,
  browser,
}) => {
  test.setTimeout(180_000)
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  const state = () => snapshot(page, host.gmUrl)
  // The players' page (the projector), open for the whole walk: every frame it receives is kept.
  const players = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  const frames: string[] = []
  players.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))))
  await players.goto(host.playerUrl)
  await mapReady(players, 'projector')
  const acts = page.getByRole('region', { name: 'The selected figure acts' })

  // 0. The players' view frames what they can see, not the whole 24 × 18 crypt: the revealed
  // squares 1..13 × 1..6 with a square of margin (−32 … 928 by −32 … 480 map units) fill the
  // 1280 × 720 window, about 1.3 px a unit (the whole map would be 0.61: 39 px a square).
  const framed = await playersSquare(players, 1, 1)
  expect(framed.side).toBeGreaterThan(70)
  expect((await playersSquare(players, 13, 6)).shown).toBe(true)
  expect((await playersSquare(players, 22, 16)).shown).toBe(false)
  // On a 390 px phone, the same frame: 374 px across 960 units, 25 px a square (the whole map was
  // 374 / 1536 × 64 = 15.6 px a square).
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await phone.goto(host.playerUrl)
  await mapReady(phone, 'projector')
  expect((await playersSquare(phone, 1, 1)).side).toBeGreaterThan(22)
  expect((await playersSquare(phone, 13, 6)).shown).toBe(true)
  await phone.screenshot({ path: test.info().outputPath('zz-phone.png') })
  await phone.close()

  // 1. Brogan steps to 7,3, beside the Oak door, and opens it from the ZZ panel.
  await moveTo(page, 'pc-brogan', 7, 3)
  await select(page, 'pc-brogan')
  await acts.getByRole('button', { name: /^Open Oak door/ }).click()
  await expect.poll(async () => (await state()).maps?.crypt?.doors?.['8,3,1']?.open).toBe(true)
  await expect(acts.getByRole('button', { name: /^Close Oak door/ })).toBeVisible()
  await expect.poll(() => newestLog(page)).toContain('Brogan opens the Oak door')
  await page.screenshot({ path: test.info().outputPath('zz-door-open.png') })
  // A figure's move does not re-frame the players' view (the revealed squares did not change).
  await expect.poll(() => drawnTokens(players, 'projector')).toContain('pc-brogan')
  expect((await playersSquare(players, 1, 1)).at).toEqual(framed.at)

  // 4 (before the fight). Elowen goes beside the Supply crate, opens it and loots it.
  await moveTo(page, 'pc-elowen', 6, 3)
  await select(page, 'pc-elowen')
  await acts.getByRole('button', { name: 'Open Supply crate' }).click()
  await acts.getByRole('button', { name: 'Loot Supply crate' }).click()
  await expect.poll(async () => (await state()).maps?.crypt?.containers?.crate?.items).toEqual([])
  const carried = async () =>
    ((await state()).tokens?.['pc-elowen']?.instance?.gear?.stored ?? []).map((s) => s.item)
  await expect.poll(carried).toContainEqual(expect.stringMatching(/Healing Potion/))

  // 2. The fight: Heroes then Zaldar (the Heroes' side first, in the order the dialog lists them).
  await page.locator('[data-role="start-combat-button"]').click()
  const start = page.getByRole('dialog', { name: 'Start combat' })
  await start.locator('[data-role="combat-source"]').selectOption('visible')
  await expect(start.getByLabel('Side of Brogan')).toHaveValue('party')
  await expect(start.getByLabel('Side of Mondo the Goblin')).toHaveValue('enemies')
  await start.locator('[data-role="roll-initiative"]').click()
  await expect(start).toHaveCount(0)
  const { panel, row } = tracker(page)
  await panel.locator('[data-role="begin-combat"]').click()
  await expect(panel.locator('[data-role="round"]')).toHaveText('Round 1')
  const current = panel.locator('[aria-current="true"]')
  await expect(current).toHaveAttribute('data-combatant-id', 'pc-brogan')

  // 3. Brogan's turn: through the open door to 9,4, behind Mondo (who faces north), 3 squares.
  await moveTo(page, 'pc-brogan', 9, 4)
  await expect(left(row('pc-brogan'), 'ap')).toHaveText('3')
  await expect(left(row('pc-brogan'), 'move')).toHaveText('1 space left')
  await select(page, 'pc-brogan')
  await acts.getByLabel('Weapon').selectOption({ label: 'Spear' })
  await acts.getByLabel('Target').selectOption({ label: 'Mondo the Goblin' })
  await expect(acts.locator('[data-role="hit"]')).toHaveText(/\d+(\.\d+)?\s?%/)
  await expect(acts.locator('[data-role="rerolls"]')).toContainText('Back Attack')
  await acts.getByRole('button', { name: 'Roll attack…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attack' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click()
  const reroll = dialog.getByRole('region', { name: 'Re-roll step' })
  await expect(reroll.locator('[data-role="reroll-why"]')).toContainText('Back Attack')
  await page.screenshot({ path: test.info().outputPath('zz-reroll.png') })
  await reroll.getByRole('checkbox').first().check()
  await reroll.getByRole('button', { name: /Re-roll 1 and accept/ }).click()
  await expect(reroll).toHaveCount(0)
  await page.keyboard.press('Escape')
  // The log has the Back Attack, the re-rolled die as "before → after", and what it did.
  await expect
    .poll(() => newestLog(page))
    .toMatch(/Back Attack[\s\S]*\[\d+ → \d+\][\s\S]*(damage|miss)/i)
  await page.screenshot({ path: test.info().outputPath('zz-after-attack.png') })

  // Elowen's turn: she throws her knife at Mondo through the open door (ZZ-32): the throw reaches
  // 5 + STR 1 = 6 spaces (the sheet says 1), costs 1 AP, and lands by the Direction Die.
  await panel.locator('[data-role="next-turn"]').click()
  await expect(current).toHaveAttribute('data-combatant-id', 'pc-elowen')
  await select(page, 'pc-elowen')
  await acts.getByLabel('Weapon').selectOption({ label: 'Throwing knife' })
  await acts.getByLabel('Target').selectOption({ label: 'Mondo the Goblin' })
  await expect(acts.getByText(/4 spaces away, range 6 · costs 1 AP/)).toBeVisible()
  await acts.getByRole('button', { name: 'Roll attack…' }).click()
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click()
  // Brogan struck Mondo since his last turn and both reach him: a Flank re-roll, accepted as rolled.
  await dialog.getByRole('button', { name: 'Accept the dice' }).click()
  await expect(reroll).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(left(row('pc-elowen'), 'ap')).toHaveText('2')
  await expect
    .poll(() => newestLog(page))
    .toMatch(/Throwing knife: Range 6, 4 away; Direction Die: \w+; it lands on \d+,\d+/)
  const knife = async () =>
    Object.values((await state()).maps?.crypt?.items ?? {}).some((pile) =>
      pile.some((i) => i.id === 'knife'),
    )
  await expect.poll(knife).toBe(true)
  // She jumps west over 5,3 (ZZ-26): 2 Move Points; d20 + DEX 10 or more lands her on 4,3.
  await select(page, 'pc-elowen')
  await acts.getByLabel('Jump towards').selectOption('W')
  await acts.getByRole('button', { name: 'Jump to 4,3' }).click()
  await expect(left(row('pc-elowen'), 'move')).toHaveText('4 spaces left')
  await expect.poll(() => newestLog(page)).toMatch(/lands on 4,3|stays put/)
  const jumped = await newestLog(page)
  await expect(square(page, 'pc-elowen')).toHaveText(jumped.includes('lands on') ? '4,3' : '6,3')

  // Pell's turn: 7 squares to 1,1 with MOVE 5 — the 2 squares beyond it cost AP.
  await panel.locator('[data-role="next-turn"]').click()
  await expect(current).toHaveAttribute('data-combatant-id', 'pc-pell')
  const pell = row('pc-pell')
  await expect(left(pell, 'ap')).toHaveText('3')
  await expect(left(pell, 'move')).toHaveText('5 spaces left')
  await moveTo(page, 'pc-pell', 1, 1)
  // ZZ-03: 1 AP = 1 space, so the 2 squares beyond MOVE 5 cost 2 of his 3 AP.
  await expect(left(pell, 'ap')).toHaveText('1')
  await expect(left(pell, 'move')).toHaveText('0 spaces left')
  await page.screenshot({ path: test.info().outputPath('zz-pell-moved.png') })

  // 5. The players' page, open all along, got the open door but nothing of the hidden layer, the
  // GM-only Lurker or the GM-only strongbox.
  await expect(players.locator('[data-role="no-map"]')).toHaveCount(0)
  await expect.poll(() => drawnTokens(players, 'projector')).toContain('pc-pell')
  expect(await drawnTokens(players, 'projector')).not.toContain('npc-lurker')
  const received = () => frames.join('\n')
  // The first view has the Oak door shut; a patch (or a later full view) opens it.
  expect(received()).toMatch(/"8,3,1":\{[^}]*"open":false/)
  await expect
    .poll(received)
    .toMatch(/"doors","8,3,1","open"\],"value":true|"8,3,1":\{[^}]*"open":true/)
  for (const secret of [
    'Pit trap',
    'trap-pit',
    'Quest note',
    'Two more goblins',
    'Goblin Lurker',
    'npc-lurker',
    'Strongbox',
    "Goblin King's crown",
  ])
    expect(received()).not.toContain(secret)
  await players.screenshot({ path: test.info().outputPath('zz-projector.png') })

  // 6. Pell reaches the Stairs up (the GM's hand) and leaves by them from the ZZ panel, giving
  // Brogan his turn (ZZ-21): Pell leaves the board and the fight, Brogan takes a full turn again.
  await moveTo(page, 'pc-pell', 2, 5, true)
  await select(page, 'pc-pell')
  await acts.getByLabel('Give the turn to').selectOption({ label: 'Brogan' })
  await acts.getByRole('button', { name: 'Leave by Stairs up' }).click()
  await expect(row('pc-pell')).toHaveCount(0)
  await expect.poll(() => drawnTokens(page, 'gm')).not.toContain('pc-pell')
  await expect(current).toHaveAttribute('data-combatant-id', 'pc-brogan')
  await expect(left(row('pc-brogan'), 'ap')).toHaveText('3')
  await expect(left(row('pc-brogan'), 'move')).toHaveText('4 spaces left')
  await page.screenshot({ path: test.info().outputPath('zz-exit.png') })
  // The extra turn is a step of its own: one undo takes it back, the next brings Pell back.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Control+z')
  await expect(current).toHaveCount(0)
  await expect(row('pc-pell')).toHaveCount(0)
  await page.keyboard.press('Control+z')
  await expect(current).toHaveAttribute('data-combatant-id', 'pc-pell')

  // 7. The Arrows lie on 10,4 in the corridor. Brogan beside them on 9,4 may pick them up; from
  // 10,5, behind the corridor's south wall, Elowen may not (ZZ-16: not through a wall).
  await select(page, 'pc-brogan')
  await expect(acts.getByRole('button', { name: 'Pick up Arrows' })).toBeVisible()
  await moveTo(page, 'pc-elowen', 10, 5, true)
  await select(page, 'pc-elowen')
  await expect(acts.getByRole('button', { name: /^Drop/ }).first()).toBeVisible()
  await expect(acts.getByRole('button', { name: 'Pick up Arrows' })).toHaveCount(0)

  // 8. The hover card prices a step on the squares (ZZ-23): 1 from a side, 2 from a corner; the
  // Difficult rubble on 18,5 doubles both.
  await page.keyboard.press('Escape')
  const card = page.locator('[data-role="map-hover"] [data-hover="hex"]')
  for (const [q, r, text] of [
    [4, 5, 'Step in: 1 space from a side, 2 spaces from a corner'],
    [18, 5, 'Step in: 2 spaces from a side, 4 spaces from a corner'],
  ] as const) {
    const at = await hexPos(page, 'gm', q, r)
    await page.mouse.move(at.x - 30, at.y - 30)
    await page.mouse.move(at.x, at.y, { steps: 4 })
    await expect(card).toContainText(text)
  }

  // 9. Reveal PC sight on the squares: Brogan in the corridor sees through the open Hall arch
  // to 16,4; nobody sees into the room behind the locked Iron door (20,13): walls block sight.
  const revealed = async () => (await state()).maps?.crypt?.fog?.revealed ?? {}
  expect(Object.hasOwn(await revealed(), '16,4')).toBe(false)
  await page.keyboard.press('f')
  await page.getByRole('button', { name: 'Reveal PC sight' }).click()
  await expect.poll(async () => Object.hasOwn(await revealed(), '16,4')).toBe(true)
  expect(Object.hasOwn(await revealed(), '20,13')).toBe(false)
  // The players' view re-frames to take in what was revealed.
  await expect.poll(async () => (await playersSquare(players, 16, 4)).shown).toBe(true)
  await players.screenshot({ path: test.info().outputPath('zz-projector-reframed.png') })

  // 10. Turgar the Orc is Large (Size 20): 2 × 2 squares from 20,6, his disc in their middle
  // (half way from 20,6's centre to 21,7's). Dragged to 19,7 his footprint would cover the
  // Lurker's 20,8, so the move is refused and he stays.
  await page.keyboard.press('v')
  const [nw, se, disc] = [
    await hexPos(page, 'gm', 20, 6),
    await hexPos(page, 'gm', 21, 7),
    await discCentre(page, 'npc-turgar'),
  ]
  expect(Math.abs(disc.x - (nw.x + se.x) / 2)).toBeLessThan(1.5)
  expect(Math.abs(disc.y - (nw.y + se.y) / 2)).toBeLessThan(1.5)
  await page.screenshot({ path: test.info().outputPath('zz-turgar-footprint.png') })
  await drag(page, await tokenPos(page, 'gm', 'npc-turgar'), await hexPos(page, 'gm', 19, 7))
  await expect(page.getByText(/Goblin Lurker stands there/).first()).toBeVisible()
  await expect(square(page, 'npc-turgar')).toHaveText('20,6')
})
