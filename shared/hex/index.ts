export * from './hex'
export * from './edges'
