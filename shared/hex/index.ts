export * from './hex'
