import { describe, expect, it } from 'vitest'
import { CampaignSerializer, serializeCampaign } from '../../../electron/main/persistence/serialize'
import type { Campaign } from '../../../shared/model'
import { demoCampaign } from './fixtures'

describe('campaign serializer', () => {
  it('writes JSON that parses back to the same campaign, one record per line', () => {
    const c = demoCampaign()
    const text = serializeCampaign(c)
    expect(JSON.parse(text)).toEqual(c)
    expect(text).toMatch(/\n"pc-vaka": \{"id":"pc-vaka",[^\n]*\},\n/)
  })

  it.each([
    ['empty collections', { npcs: {}, pcs: {} }],
    ['unknown top-level keys', { houseRules: { flanking: true }, list: [1, 2] }],
    [
      'awkward ids',
      {
        notes: {
          'quote"and\\slash': {
            id: 'quote"and\\slash',
            title: 'T',
            body: 'line\nbreak',
            gmOnly: true,
          },
        },
      },
    ],
  ])('round-trips %s', (_what, extra) => {
    const c = { ...demoCampaign(), ...extra } as Campaign
    expect(JSON.parse(serializeCampaign(c))).toEqual(c)
  })

  it('re-encodes only the records that changed', () => {
    const s = new CampaignSerializer()
    const c = demoCampaign()
    const first = s.chunks(c)
    const moved = { ...c.tokens['pc-vaka']!, hex: { q: 9, r: 9 } }
    const next = { ...c, tokens: { ...c.tokens, 'pc-vaka': moved } }
    const second = s.chunks(next)
    const orin = (chunks: Buffer[]) => chunks.find((b) => b.toString().startsWith('"pc-orin"'))
    const vaka = (chunks: Buffer[]) => chunks.find((b) => b.toString().startsWith('"pc-vaka"'))
    expect(orin(second)).toBe(orin(first))
    expect(vaka(second)).not.toBe(vaka(first))
    expect(JSON.parse(Buffer.concat(second).toString()).tokens['pc-vaka'].hex).toEqual({
      q: 9,
      r: 9,
    })
  })
})
