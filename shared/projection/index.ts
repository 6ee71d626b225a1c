export * from './player-view'
export * from './player-background'
export * from './curtain-view'
