export * from './square'
