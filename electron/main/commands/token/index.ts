export * from './move'
export * from './place'
export * from './names'
export * from './sheet'
