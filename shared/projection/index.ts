export * from './player-view'
