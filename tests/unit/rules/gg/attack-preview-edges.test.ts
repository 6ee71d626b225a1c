import { describe, expect, it } from 'vitest'
import { attackPreview } from '../../../../shared/rules/gg/adapter/attack-preview'
import { GgAttackRequestSchema } from '../../../../shared/rules/gg/engine/roll-requests'
import { attack, ggCampaign } from './fixture'

describe('the GG attack preview', () => {
  it('a first attack shows no surcharge line at all (not an empty one)', () => {
    const out = attackPreview(ggCampaign(), GgAttackRequestSchema.parse(attack()))
    if (!out.ok) throw new Error(out.refused)
    expect(Object.keys(out.preview)).not.toContain('surcharge')
  })
})
