/** The token's condition ticks with their "until a rest" tick, shown only for a condition on. */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import ConditionTicks from '../../../renderer/src/rules/common/ConditionTicks.vue'

const CONDITIONS = [
  ['poisoned', 'Poisoned'],
  ['blinded', 'Blinded'],
] as const

describe('ConditionTicks until a rest', () => {
  it('offers the tick for conditions on, checked when remembered, and says which changed', async () => {
    const w = mount(ConditionTicks, {
      props: { conditions: CONDITIONS, on: ['poisoned'], untilRest: ['poisoned'] },
    })
    expect(w.findAll('[data-until-rest]')).toHaveLength(1)
    const tick = w.get('[data-until-rest="poisoned"]')
    expect((tick.element as HTMLInputElement).checked).toBe(true)
    await tick.setValue(false)
    expect(w.emitted('untilRest')).toEqual([['poisoned', false]])
  })

  it('without untilRest (other rulesets) there is no such tick', () => {
    const w = mount(ConditionTicks, { props: { conditions: CONDITIONS, on: ['poisoned'] } })
    expect(w.find('[data-until-rest]').exists()).toBe(false)
  })
})
