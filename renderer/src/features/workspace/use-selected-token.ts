/**
 * The GM's selected token: its movement and reach shaded on the map, and what the keys do to it
 * (Delete removes it, R turns it a hex side, [ and ] turn a figure on a square board).
 */
import { computed, type Ref } from 'vue'
import { moverWithSpeed } from '../../../../shared/rules'
import { attackZones, moveZones, type Zone } from '../../board/zones'
import { useRuleset } from '../../rules/use-ruleset'
import { useSessionStore } from '../../stores/session'
import { useToolStore } from '../../stores/tools'
import { useCampaign } from '../library/sheets'
import { pendingTurns } from './pending-turn'

export function useSelectedToken(selectedId: Ref<string | null>) {
  const session = useSessionStore()
  const tools = useToolStore()
  const campaign = useCampaign()
  const { rules, options } = useRuleset()
  const selected = () => session.tokens.find((x) => x.id === selectedId.value)

  /** The selected token's movement and reach, while selecting or measuring. */
  const zones = computed<Zone[]>(() => {
    const m = session.activeMap as Parameters<typeof moveZones>[0] | null
    const t = selected()
    if (!m || !t || t.kind === 'object' || !['select', 'measure'].includes(tools.tool)) return []
    const out: Zone[] = []
    if (tools.showMove) {
      const mover = moverWithSpeed(rules.value, t, campaign.value)
      out.push(...moveZones(m, mover, rules.value, options.value, session.tokens))
    }
    if (tools.showAttack) out.push(...attackZones(m, t, tools.attack))
    return out
  })

  /** Delete: false when nothing is selected, so the key is left to whoever else wants it. */
  function removeSelected(): boolean {
    if (!selectedId.value) return false
    void session.act('token:remove', { tokenId: selectedId.value })
    selectedId.value = null
    return true
  }

  function rotateSelected(back: boolean): void {
    const t = selected()
    if (t)
      void session.act('token:rotate', {
        tokenId: t.id,
        facing: ((t.facing ?? 0) + (back ? 5 : 1)) % 6,
      })
  }

  const turns = pendingTurns()
  function turnSelected(back: boolean): void {
    const t = selected()
    if (!t || session.activeMap?.orientation !== 'square') return
    // ZZ-Q12: a table playing four facings turns a quarter at a time.
    const o = options.value as { facings?: number; zz?: { facings?: number } } | undefined
    const step = (o?.facings ?? o?.zz?.facings) === 4 ? 2 : 1
    const seen = t.heading ?? 0
    const heading = (turns.from(t.id, seen) + (back ? 8 - step : step)) % 8
    turns.asked(t.id, seen, heading)
    void session.act('token:setHeading', { tokenId: t.id, heading })
  }

  return { zones, removeSelected, rotateSelected, turnSelected }
}
