/**
 * The BW status catalogue (OTHER-SYSTEMS.md C.5.1): what each status means at the table, in the
 * GM's words, and whether the players' screen shows it.
 */

/** Every status the GM sees on a BW token. */
export const BW_STATUS_CATALOGUE_IDS = [
  'stunned',
  'exhausted',
  'unconscious',
  'prone',
  'onFire',
  'knockedBack',
] as const
export type BwCatalogueStatusId = (typeof BW_STATUS_CATALOGUE_IDS)[number]

export interface BwStatusEntry {
  id: BwCatalogueStatusId
  label: string
  /** One line of what it does, in the GM's words. */
  effect: string
  /** Shown on the players' screen: every BW status can be seen on the table (a figure lying down, a fire). */
  visibleToPlayers: boolean
}

/** C.5.1 with its defaults. */
export const BW_STATUSES: Readonly<Record<BwCatalogueStatusId, BwStatusEntry>> = Object.freeze({
  stunned: {
    id: 'stunned',
    label: 'Stunned',
    effect: 'No moving and no action this turn (from a failed Extra Effort roll, BW-01).',
    visibleToPlayers: true,
  },
  exhausted: {
    id: 'exhausted',
    label: 'Exhausted',
    effect:
      'Stunned until it has spent one full turn Stunned; Extra Effort lets it act normally, but then it needs a 6 or falls Unconscious (BW-02).',
    visibleToPlayers: true,
  },
  unconscious: {
    id: 'unconscious',
    label: 'Unconscious',
    effect: 'Out of action until the end of the battle, or until a medic revives it.',
    visibleToPlayers: true,
  },
  prone: {
    id: 'prone',
    label: 'Prone',
    effect: 'Lying down: standing up costs 1" of its next move (BW-05).',
    visibleToPlayers: true,
  },
  onFire: {
    id: 'onFire',
    label: 'On Fire',
    effect:
      'Takes its Burn Level in d6 at the start of every turn; each 1 shrinks the fire, each 6 grows it (BW-33/34).',
    visibleToPlayers: true,
  },
  knockedBack: {
    id: 'knockedBack',
    label: 'Knocked back',
    effect: 'Thrown 1" per die of blast damage, away from the centre; it lands Prone (BW-32).',
    visibleToPlayers: true,
  },
})
