/**
 * The typed seam's erasure: a ruleset written with its own payload types is registered as the
 * erased Ruleset, its movement hooks get the table options resolved (once per stored object, as
 * the core hands them the campaign's stored `tableOptions`), and a reading the ruleset refuses
 * reaches the GM as a RollRefused in its own words.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { gridOf } from '../../../shared/geometry/hex'
import {
  cachedOptions,
  campaignOptions,
  campaignReader,
  defineRuleset,
  hexMoveBoard,
  RollRefused,
  type CampaignOf,
  type MovePlan,
  type Ruleset,
} from '../../../shared/rules'
import { newCampaign } from '../../../shared/model'

interface Pace {
  pace: number
}
const resolvePace = (stored: unknown): Pace => {
  const o = z.object({ pace: z.number().int().min(1).default(4) }).safeParse(stored)
  if (!o.success) throw new Error('the pace must be a whole number of 1 or more')
  return o.data
}

describe('cachedOptions', () => {
  it('resolves a stored object once, and again for a new object', () => {
    let calls = 0
    const read = cachedOptions((s) => {
      calls++
      return resolvePace(s)
    })
    const stored = { pace: 6 }
    expect(read(stored)).toEqual({ pace: 6 })
    expect(read(stored)).toBe(read(stored))
    expect(calls).toBe(1)
    expect(read({ pace: 6 })).toEqual({ pace: 6 })
    expect(calls).toBe(2)
  })

  it('reads absent options as none set, so every default applies', () => {
    expect(cachedOptions(resolvePace)(undefined)).toEqual({ pace: 4 })
  })

  it("refuses a reading in the ruleset's words, as a RollRefused", () => {
    const read = campaignOptions(resolvePace)
    const campaign = { tableOptions: { pace: 0 } }
    expect(() => read(campaign)).toThrow(RollRefused)
    expect(() => read(campaign)).toThrow('the pace must be a whole number of 1 or more')
  })
})

describe('defineRuleset', () => {
  const seen: Pace[] = []
  interface PaceTypes {
    npc: { id: string; name: string }
    pc: { id: string; name: string }
    instance: { tired: boolean }
    options: Pace
    request: never
  }
  const plan = (speed: number): MovePlan => ({
    path: [],
    steps: [],
    total: 0,
    speed,
    band: 'move',
    reason: null,
    dangerous: [],
  })
  const typed: Ruleset<PaceTypes> = {
    id: 'pace-test',
    name: 'Pace (test)',
    boards: ['hex'],
    unit: 'm',
    options: { schema: z.object({}), defaults: {}, resolve: resolvePace, fields: [] },
    sheet: {
      schema: { npc: z.object({}), pc: z.object({}) },
      version: 1,
      migrate: (raw) => raw,
      blank: (_kind, id, name) => ({ id, name }),
    },
    instance: {
      schema: z.object({ tired: z.boolean() }),
      fresh: () => ({ tired: false }),
      // Typed: the instance is the ruleset's own, no reading needed.
      publicView: (instance) => (instance.tired ? { conditions: ['Tired'] } : {}),
    },
    rolls: {
      schema: z.never(),
      resolve() {
        throw new RollRefused('no rolls')
      },
    },
    movement: {
      planMove(_map, token, _to, options) {
        seen.push(options)
        return plan(token.instance?.tired ? 1 : options.pace)
      },
      reach(map, _token, options) {
        seen.push(options)
        const grid = gridOf(hexMoveBoard(map, 'Pace'))
        return { grid, cost: new Float64Array(grid.size), bands: [options.pace] }
      },
      stepCost: (_grid, _token, options) => () => options.pace,
      roomProblem: () => null,
    },
    conditions: [],
    saves: [],
  }
  const erased: Ruleset = defineRuleset(typed)
  const start = newCampaign({ id: 'pace', name: 'Pace' })
  const map = start.maps[start.activeMapId]!
  const token = { hex: { q: 0, r: 0 } }

  it('hands the movement hooks resolved options, from what the core passes: the stored ones', () => {
    seen.length = 0
    const stored = {}
    expect(erased.movement?.planMove(map, token, { q: 1, r: 0 }, stored).speed).toBe(4)
    erased.movement?.reach(map, token, stored)
    expect(seen).toEqual([{ pace: 4 }, { pace: 4 }])
    // One stored object, resolved once: both hooks got the same resolved object.
    expect(seen[0]).toBe(seen[1])
    const cost = erased.movement?.stepCost?.(gridOf(hexMoveBoard(map, 'Pace')), null, {
      pace: 7,
    })
    expect(cost?.(0, 1, 0)).toBe(7)
  })

  it('keeps every other hook as written', () => {
    expect(erased.instance.publicView({ tired: true }, null)).toEqual({ conditions: ['Tired'] })
    expect(erased.instance).toBe(typed.instance)
  })

  it("refuses a move under options the ruleset refuses, in the ruleset's words", () => {
    expect(() => erased.movement?.planMove(map, token, { q: 1, r: 0 }, { pace: -1 })).toThrow(
      'the pace must be a whole number of 1 or more',
    )
  })
})

describe('campaignReader', () => {
  interface ReaderTypes {
    npc: { id: string; name: string; grit: number }
    pc: { id: string; name: string; grit: number }
    instance: { wounds: number }
    options: object
    request: never
  }
  // As the load leaves it: the sheets checked by the ruleset's schema, so typed as its own.
  const campaign = {
    ...newCampaign({ id: 'reader', name: 'Reader' }),
    npcs: { orc: { id: 'orc', name: 'Orc', grit: 3 } },
    pcs: {},
  } as CampaignOf<ReaderTypes>
  const read = campaignReader<ReaderTypes>()

  it('finds a token by its own id only, never an inherited key', () => {
    expect(read.token(campaign, 'toString')).toBeUndefined()
    expect(read.token(campaign, '__proto__')).toBeUndefined()
  })

  it("reads a token's sheet, typed", () => {
    expect(read.sheet(campaign, { npcId: 'orc' })?.grit).toBe(3)
    expect(read.sheet(campaign, { npcId: 'gone' })).toBeNull()
  })
})
