import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import {
  HARBOUR_SMUGGLER,
  RUST_SENTINEL,
  SCRAP_HOUND,
  type NpcRecord,
  type PcRecord,
} from '../../../shared/rules/bluebox'
import {
  ABILITY_IDS,
  STAT_IDS,
  abilityBreakdown,
  attackModifier,
  damageLine,
  derivedDefences,
  powerDieOf,
  saveModifier,
  weaponDamage,
} from '../../../shared/rules/bluebox'
import StatBlock from '../../../renderer/src/rules/bluebox/BlueboxStatBlock.vue'
import { signed } from '../../../renderer/src/features/library/sheets'
import { demoCampaign, storeWith } from './library-support'

const pcs = Object.values(demoCampaign().pcs)
const sheets: [string, 'npc' | 'pc', NpcRecord | PcRecord][] = [
  ...[RUST_SENTINEL, SCRAP_HOUND, HARBOUR_SMUGGLER].map(
    (n) => [n.name, 'npc', n] as [string, 'npc', NpcRecord],
  ),
  ...pcs.map((p) => [p.name, 'pc', p] as [string, 'pc', PcRecord]),
]

describe('StatBlock', () => {
  it.each(sheets)(
    '%s: AC, BAC, Plating and how they were derived are the engine’s',
    (_, kind, sheet) => {
      storeWith()
      const w = mount(StatBlock, { props: { sheet, kind } })
      const d = derivedDefences(sheet)
      expect(w.get('[data-role="ac"]').text()).toBe(String(d.ac))
      expect(w.get('[data-role="bac"]').text()).toBe(String(d.bac))
      expect(w.get('[data-role="plating"]').text()).toBe(String(d.plating))
      const how = w.findAll('[data-role="defence-how"] li').map((li) => li.text())
      expect(how.slice(0, 3)).toEqual(d.how)
      expect(w.get('[data-role="power-die"]').text()).toBe(`(Power Die d${powerDieOf(sheet)})`)
    },
  )

  it.each(sheets)(
    '%s: every save, ability and attack modifier is the engine’s',
    (_, kind, sheet) => {
      storeWith()
      const w = mount(StatBlock, { props: { sheet, kind } })
      for (const s of STAT_IDS) {
        expect(w.get(`[data-save="${s}"] .mod`).text()).toBe(signed(saveModifier(sheet, s)))
        expect(w.get(`[data-save="${s}"]`).text().includes('●')).toBe(
          sheet.practiced.saves.includes(s),
        )
      }
      for (const a of ABILITY_IDS) {
        const b = abilityBreakdown(sheet, a)
        expect(w.get(`[data-ability="${a}"] .mod`).text()).toBe(signed(b.total))
        expect(w.get(`[data-ability="${a}"]`).attributes('title')).toBe(b.how)
      }
      for (const weapon of sheet.weapons) {
        expect(w.get(`[data-weapon="${weapon.id}"] .mod`).text()).toBe(
          signed(attackModifier(sheet, weapon)),
        )
        expect(w.get(`[data-weapon="${weapon.id}"] [data-role="damage-line"]`).text()).toBe(
          damageLine(weaponDamage(sheet, weapon)),
        )
      }
    },
  )

  it('the Rust Sentinel: heavy armor adds 3 Plating; resistances and weapons listed', () => {
    storeWith()
    const w = mount(StatBlock, { props: { sheet: RUST_SENTINEL, kind: 'npc' } })
    expect(w.get('[data-role="plating"]').text()).toBe('11')
    expect(w.text()).toContain('Plating 11 = natural 2 + armor base 6 + heavy armor +3')
    expect(w.get('[data-trait="Resistant"]').text()).toBe('Resistant fire, stone')
    expect(w.get('[data-weapon="piston-maul"] [data-role="damage-line"]').text()).toBe(
      'Damage 1d6+3 iron on a hit (+1 Power Die in the Critical Area)',
    )
    expect(w.get('[data-weapon="piston-maul"]').text()).toContain('Critical Area 2–2 m')
    expect(w.text()).toContain('Lock Down')
  })

  it('clicking a save, an ability or a weapon asks for that roll', async () => {
    storeWith()
    const w = mount(StatBlock, { props: { sheet: RUST_SENTINEL, kind: 'npc' } })
    await w.get('[data-save="FOR"]').trigger('click')
    await w.get('[data-ability="grapple"]').trigger('click')
    await w.get('[data-weapon="piston-maul"] button').trigger('click')
    expect(w.emitted('roll')).toEqual([
      [{ type: 'save', stat: 'FOR' }],
      [{ type: 'ability', ability: 'grapple' }],
      [{ type: 'attack', weaponId: 'piston-maul' }],
    ])
  })
})
