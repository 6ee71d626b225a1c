/**
 * An attack from a sheet's token at another token, as the map and the engine see it: distance
 * (footprint to footprint), Height Advantage and Cover from the map, both tokens' conditions, and
 * from prepareAttack (the call main makes when it rolls) every Edge/Flaw source and the exact odds
 * per sacrifice choice, against the target instance's own HP, THP and Plating.
 */
import { computed, reactive, ref, watch } from 'vue'
import { footprintDistance, footprintHexes, gridOf } from '../../../../../shared/geometry/hex'
import { metresPerCell, type Token } from '../../../../../shared/model'
import { blueboxTargetSituation } from '../../../../../shared/rules/bluebox/engine/height-advantage'
import {
  attackOdds,
  blueboxInstance,
  conditionsOfBeing,
  inCriticalArea,
  prepareAttack,
  rangeBand,
  sheetExhaustion,
  sheetForToken,
  type AttackAction,
  type DecisiveOption,
  type SheetAttackSituation,
  tokenConditions,
  weaponBroken,
} from '../../../../../shared/rules/bluebox'
import { instanceOf, optionsOf, sheetOfToken, type Sheet } from '../sheet-support'
import { tokensOfSheet, useCampaign, type SheetRef } from '../../../features/library/sheets'

export interface AttackChoices {
  targetHunkered: boolean
  hidden: boolean
  edge: number
  flaw: number
  sacrifice: number
  decisiveOption: DecisiveOption | ''
  /** Destroy: the target's weapon to break; '' its first. */
  destroyWeaponId: string
  /** Unmask: the target wears a mask; null as its kind says (a PC yes, an NPC no). */
  targetMasked: boolean | null
  /** null: as the map says. */
  heightAdvantage: boolean | null
  targetInCover: boolean | null
  /** Which attack action (Combat Actions); an Opportunity Attack is made as the Reaction. */
  action: AttackAction
}

const int = (v: unknown, hi: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(hi, Math.max(0, Math.trunc(v))) : 0

/** Tokens the attack starts with (the map's target panel knows both); the first of the sheet's otherwise. */
export interface AttackStart {
  attackerId?: string | undefined
  targetId?: string | undefined
}

export function useAttack(
  sheetRef: () => SheetRef,
  sheet: () => Sheet,
  weaponId: () => string,
  start: AttackStart = {},
) {
  const campaign = useCampaign()
  const weapon = computed(() => sheet().weapons.find((w) => w.id === weaponId()) ?? null)
  const attackers = computed(() => tokensOfSheet(campaign.value, sheetRef()))
  const attackerId = ref(
    attackers.value.find((t) => t.id === start.attackerId)?.id ?? attackers.value[0]?.id ?? '',
  )
  const targetId = ref(start.targetId ?? '')
  const choices = reactive<AttackChoices>({
    targetHunkered: false,
    hidden: false,
    edge: 0,
    flaw: 0,
    sacrifice: 0,
    decisiveOption: '',
    destroyWeaponId: '',
    targetMasked: null,
    heightAdvantage: null,
    targetInCover: null,
    action: 'attack',
  })
  watch([attackerId, targetId], () => {
    choices.heightAdvantage = null
    choices.targetInCover = null
    choices.sacrifice = 0
    choices.destroyWeaponId = ''
    choices.targetMasked = null
  })

  const attacker = computed(() => attackers.value.find((t) => t.id === attackerId.value) ?? null)
  /** Tokens on the active map with a stat block, other than the attacker. */
  const targets = computed(() => {
    const c = campaign.value
    if (!c) return []
    return Object.values(c.tokens).filter(
      (t) => t.mapId === c.activeMapId && t.id !== attackerId.value && !!sheetOfToken(c, t),
    )
  })
  const target = computed(() => targets.value.find((t) => t.id === targetId.value) ?? null)
  const targetSheet = computed(() =>
    target.value ? sheetOfToken(campaign.value, target.value) : null,
  )
  /** Unmask: whether the target wears a mask, the GM's tick or by default a PC's yes. */
  const targetMasked = computed(
    () =>
      choices.targetMasked ??
      (target.value?.pcId !== undefined && target.value.npcId === undefined),
  )

  const reading = computed(() => {
    const c = campaign.value
    const map = c?.maps[c.activeMapId]
    const a = attacker.value
    const t = target.value
    if (!map || !a || !t) return null
    const s = blueboxTargetSituation(gridOf(map as Parameters<typeof gridOf>[0]), a.hex, t.hex)
    const hexes = (x: Token) => footprintHexes(x.hex, x.size, x.facing ?? 0)
    const distanceM = footprintDistance(hexes(a), hexes(t)) * metresPerCell(map)
    return { ...s, distanceM }
  })

  /**
   * The distance the attack is rolled at: an Opportunity Attack is made as the mover leaves reach,
   * so after the move it counts from the edge of the weapon's reach (as main rolls it).
   */
  const rolledAtM = computed(() => {
    const r = reading.value
    const w = weapon.value
    if (!r || !w) return null
    return choices.action === 'opportunity' ? Math.min(r.distanceM, w.reachOrRange) : r.distanceM
  })

  const situation = computed<SheetAttackSituation | null>(() => {
    const r = reading.value
    const w = weapon.value
    const d = rolledAtM.value
    if (!r || !w || d === null) return null
    const ranged = w.kind === 'ranged'
    return {
      distanceM: d,
      heightAdvantage: choices.heightAdvantage ?? r.heightAdvantage,
      targetInCover: ranged && (choices.targetInCover ?? r.cover),
      targetHunkered: ranged && choices.targetHunkered,
      hidden: choices.hidden,
      sacrifice: choices.sacrifice,
      ...(choices.decisiveOption ? { decisiveOption: choices.decisiveOption } : {}),
      edge: int(choices.edge, 10),
      flaw: int(choices.flaw, 10),
    }
  })

  const band = computed(() => {
    const d = rolledAtM.value
    const w = weapon.value
    if (d === null || !w) return null
    return {
      band: rangeBand(w.kind, d, w.reachOrRange),
      critical: inCriticalArea(d, w.critical),
    }
  })

  const targetState = computed(() =>
    target.value && targetSheet.value ? instanceOf(target.value, targetSheet.value) : null,
  )

  /** Both sides' conditions as the rules read them (a PC's exhaustion from its sheet). */
  const attackerConditions = computed(() =>
    attacker.value
      ? conditionsOfBeing(
          tokenConditions(attacker.value),
          sheetExhaustion(sheetForToken(sheet(), attacker.value)),
        )
      : [],
  )
  const targetConditions = computed(() =>
    target.value && targetSheet.value
      ? conditionsOfBeing(
          tokenConditions(target.value),
          sheetExhaustion(sheetForToken(targetSheet.value, target.value)),
        )
      : [],
  )

  /** The attack as main will roll it: the same prepareAttack call on the same state. */
  const prepared = computed(() => {
    const s = situation.value
    const w = weapon.value
    const ts = targetSheet.value
    const st = targetState.value
    if (!s || !w || !ts || !st || !target.value) return null
    return prepareAttack(
      {
        sheet: sheetForToken(sheet(), attacker.value),
        conditionIds: tokenConditions(attacker.value),
        weaponBroken: attacker.value ? weaponBroken(blueboxInstance(attacker.value), w.id) : false,
        ...(choices.action === 'opportunity' ? { asReaction: true } : {}),
      },
      w,
      {
        sheet: sheetForToken(ts, target.value),
        state: st,
        conditionIds: tokenConditions(target.value),
      },
      s,
      optionsOf(campaign.value),
    )
  })

  const edgeFlaw = computed(() =>
    prepared.value ? { sources: prepared.value.sources, net: prepared.value.net } : null,
  )

  const odds = computed(() => {
    const p = prepared.value
    if (!p || p.untargetable.length > 0) return null
    return attackOdds(p.input, p.defender, optionsOf(campaign.value))
  })

  return {
    weapon,
    attackers,
    attackerId,
    attacker,
    targets,
    targetId,
    target,
    targetSheet,
    targetState,
    targetMasked,
    choices,
    reading,
    rolledAtM,
    situation,
    attackerConditions,
    targetConditions,
    prepared,
    edgeFlaw,
    band,
    odds,
  }
}

export type AttackModel = ReturnType<typeof useAttack>
