/** Continuous 2-D geometry in inches for the gridless board (BrikWars, OTHER-SYSTEMS.md C.7). */
export * from './types'
export * from './polygon'
export * from './base'
export * from './path'
export * from './sight'
export * from './bands'
export * from './scatter'
export * from './knockback'
