export * from './campaign'
