export * from './square'
export * from './grid'
export * from './pathfind'
