export * from './channels'
export * from './contract'
export * from './bounds'
