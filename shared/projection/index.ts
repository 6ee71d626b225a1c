export * from './player-view'
export * from './player-background'
export * from './character-view'
export * from './curtain-view'
