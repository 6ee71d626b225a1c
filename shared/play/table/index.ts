/** The table display, pure: its scale maths and its camera's transitions. */
export * from './scale'
export * from './camera'
export * from './view'
