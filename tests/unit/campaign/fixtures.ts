/** Campaign folders for tests: copies of the demo in temp dirs, and the corpus of broken files. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Campaign } from '../../../shared/model'

export const DEMO_DIR = new URL('../../../resources/demo-campaign/', import.meta.url).pathname
export const V1_FIXTURE = new URL('../../fixtures/campaigns/v1/campaign.json', import.meta.url)
  .pathname

export function tempRoot(): string {
  return mkdtempSync(join(tmpdir(), 'bb-campaign-'))
}

/** A fresh copy of the demo campaign folder; returns its path. */
export function demoFolder(root = tempRoot(), name = 'demo'): string {
  const dir = join(root, name)
  cpSync(DEMO_DIR, dir, { recursive: true })
  mkdirSync(join(dir, 'assets'), { recursive: true })
  return dir
}

export function demoCampaign(): Campaign {
  return JSON.parse(readFileSync(join(DEMO_DIR, 'campaign.json'), 'utf8')) as Campaign
}

export function writeCampaignFile(dir: string, content: string | Buffer): void {
  writeFileSync(join(dir, 'campaign.json'), content)
}
