export * from './player-view'
export * from './player-background'
