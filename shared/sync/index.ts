export * from './patch'
export * from './replica'
