import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

const dir = join(mkdtempSync(join(tmpdir(), 'shot19-')), 'campaign')
cpSync('resources/demo-campaign', dir, { recursive: true })
const f = join(dir, 'campaign.json')
const c = JSON.parse(readFileSync(f, 'utf8'))
c.maps.cellar = { ...c.maps.causeway, id: 'cellar', name: 'Cellar', cols: 8, rows: 6 }
c.tokens['obj-barrel'] = { ...c.tokens['obj-crate'], id: 'obj-barrel', name: 'Barrel', mapId: 'cellar', hex: { q: 2, r: 2 } }
writeFileSync(f, JSON.stringify(c))
const child = spawn(process.execPath, ['dist/main/serve.js', '--port', '0', '--campaign', dir], { stdio: ['ignore', 'pipe', 'pipe'] })
let out = ''
child.stdout.on('data', (d) => (out += d))
child.stderr.on('data', (d) => (out += d))
while (!/Player:\s+\S+/.test(out)) await new Promise((r) => setTimeout(r, 100))
const gmUrl = /GM:\s+(\S+)/.exec(out)[1]
const playerUrl = /Player:\s+(\S+)/.exec(out)[1]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
try {
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await gm.goto(gmUrl)
  await tv.goto(playerUrl)
  await phone.goto(playerUrl.replace('view=projector', ''))
  await gm.waitForSelector('[data-role="history-button"]')
  // Move a token, delete the cellar.
  await gm.getByLabel('Map you are working on').selectOption('cellar')
  await gm.locator('[data-role="delete-map"]').click()
  await gm.locator('[data-role="delete-map-confirm-button"]').click()
  await gm.waitForFunction(() => document.querySelectorAll('select[aria-label="Map you are working on"] option').length === 1)
  await gm.locator('[data-role="history-button"]').click()
  await gm.locator('[data-role="snapshot-name"]').fill('before the boss fight')
  await gm.locator('[data-role="snapshot-name"]').press('Enter')
  await gm.waitForSelector('[data-reason="named"]')
  await gm.screenshot({ path: '/work/shots/i19-gm-history.png' })
  await gm.locator('[data-reason="open"] [data-role="snapshot-look"]').click()
  await gm.waitForSelector('[data-role="snapshot-banner"]')
  await gm.locator('[data-role="snapshot-map"]').selectOption('cellar')
  await gm.locator('[data-role="snapshot-compare"]').click()
  await gm.waitForSelector('[data-role="take-back"]')
  await gm.waitForTimeout(500)
  await gm.screenshot({ path: '/work/shots/i19-gm-preview.png' })
  await tv.screenshot({ path: '/work/shots/i19-tv-during-preview.png' })
  await phone.screenshot({ path: '/work/shots/i19-phone-during-preview.png' })
  console.log('ok')
} finally {
  await browser.close()
  child.kill()
}
