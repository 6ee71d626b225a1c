export * from './patch'
export * from './replica'
export type * from './change-types'
export * from './summary'
