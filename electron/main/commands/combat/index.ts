/**
 * The combat tracker's commands: one per `combat:*` channel, each wrapping a pure transition of
 * shared/play/combat (a refusal there is a CommandRejected here, naming the reason), plus the
 * edits elsewhere that a running fight follows.
 */
export * from './common'
export * from './turns'
export * from './economy'
export * from './fight-edits'
