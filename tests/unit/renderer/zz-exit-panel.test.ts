import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { Campaign } from '../../../shared/model'
import ZzDungeonActions from '../../../renderer/src/rules/zz/ZzDungeonActions.vue'
import { storeWith } from './library-support'
import { zzCampaign } from './zz-campaign'

const who = (id: string, ap: number) => ({
  id,
  tokenId: id,
  name: id,
  side: 'party',
  initiative: null,
  hidden: false,
  left: { ap, move: 5 },
  full: { ap: 3, move: 5 },
  usedThisRound: {},
  flags: [],
  hasStarted: true,
})

// Thurig stands on the Stairs up (4,3), on his turn with 1 AP left; Pell fights beside him.
function fight(options: Record<string, unknown>): Campaign {
  const c = zzCampaign()
  const id = c.activeMapId as string
  const thurig = c.tokens['tok-thurig']!
  return {
    ...c,
    tableOptions: options,
    maps: {
      ...c.maps,
      [id]: { ...c.maps[id]!, exits: { '4,3': { name: 'Stairs up', kind: 'stairs' } } },
    },
    tokens: {
      ...c.tokens,
      'tok-pell': { ...thurig, id: 'tok-pell', name: 'Pell', hex: { q: 6, r: 3 } },
    },
    combat: {
      id: 'f',
      mapId: id,
      phase: 'running',
      round: 1,
      order: [who('tok-thurig', 1), who('tok-pell', 3)],
      currentId: 'tok-thurig',
      acted: [],
      deferred: [],
      timers: [],
      items: [],
      log: [],
      stats: {},
      showPcHp: true,
    },
  } as unknown as Campaign
}

async function leave(options: Record<string, unknown>) {
  const session = storeWith(fight(options))
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const w = mount(ZzDungeonActions, { props: { tokenId: 'tok-thurig', lootFrom: null } })
  await w.get('select[aria-label="Give the turn to"]').setValue('tok-pell')
  await w
    .findAll('button')
    .find((b) => b.text() === 'Leave by Stairs up')!
    .trigger('click')
  await flushPromises()
  return act.mock.calls
}

describe('the ZZ panel: leaving by an exit (seed 003 L162, ZZ-21/Q38)', () => {
  it('the exit first, then the chosen Hero’s extra full turn, as two steps', async () => {
    expect(await leave({})).toEqual([
      ['roll:check', { kind: 'exit', tokenId: 'tok-thurig' }],
      ['combat:extraTurn', { combatantId: 'tok-pell' }],
    ])
  })

  it('exitGiveTurn remainingAP: the receiver gets the 1 AP the leaver had left', async () => {
    const calls = await leave({ exitGiveTurn: 'remainingAP' })
    expect(calls[1]).toEqual([
      'combat:extraTurn',
      { combatantId: 'tok-pell', left: { ap: 1, move: 0 } },
    ])
  })
})
