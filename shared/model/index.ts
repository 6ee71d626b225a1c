export * from './campaign'
export * from './migrations'
export * from './new-campaign'
export * from './map-layers'
