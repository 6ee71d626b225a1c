export * from './square'
export * from './grid'
