export * from './terrain'
export * from './maps'
export * from './background'
export * from './gridless'
