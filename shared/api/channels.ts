/**
 * Channel and event names alone, without schemas: the preload whitelists these and must stay
 * tiny (it is bundled on its own, without zod).
 */
export const API_VERSION = 1

export const CHANNEL_NAMES = [
  'session:hello',
  'state:snapshot',
  'map:moveToken',
  'token:setGmOnly',
  'token:setPlayersName',
  'history:undo',
  'history:redo',
  'map:create',
  'map:setActive',
  'map:paintTerrain',
  'map:setElevation',
  'map:setEdges',
  'fog:setEnabled',
  'fog:reveal',
  'fog:prepare',
  'fog:push',
  'token:place',
  'token:remove',
  'token:rotate',
  'token:setHeading',
  'map:fitBackground',
  'map:clearBackground',
  'npc:save',
  'npc:delete',
  'npc:setPlayersName',
  'npc:duplicate',
  'npc:import',
  'npc:place',
  'pc:save',
  'roll:check',
  'roll:attack',
  'dice:log',
  'print:pdf',
  'token:setInstance',
  // Tokens from sheets:
  'token:placeNear',
  'token:link',
  'map:showToPlayers',
  // Rulesets:
  'campaign:new',
  // The table rules the GM can switch (Death Saves, the Escalation Counter...).
  'campaign:setTableOptions',
  // The combat tracker:
  'combat:start',
  'combat:setInitiative',
  'combat:reorder',
  'combat:begin',
  'combat:next',
  'combat:previous',
  'combat:delay',
  'combat:extraTurn',
  'combat:add',
  'combat:remove',
  'combat:setHidden',
  'combat:group',
  'combat:spend',
  'combat:action',
  'combat:useHeld',
  'combat:setCondition',
  'combat:resolveItem',
  'combat:resolveAll',
  'combat:dismissItem',
  'combat:showPcHp',
  'combat:partyTrack',
  'combat:spendPool',
  'combat:end',
  // The rest planner and the party's clock:
  'rest:call',
  'rest:setSlot',
  'rest:clearSlot',
  'rest:gift',
  'rest:setCamp',
  'rest:setWatch',
  'rest:resolve',
  'rest:interrupt',
  'rest:setDetails',
  'rest:makeCamp',
  'rest:rollAlarm',
  'rest:reroll',
  'rest:showPlayers',
  'rest:cancel',
  'rest:advanceClock',
  // The table display's camera and scale:
  'table:calibrate',
  'table:scale',
  'table:ruler',
  'table:displays',
  'table:forgetProfile',
  'table:setCalibrating',
  'table:setCamera',
  'table:pan',
  'table:centreOnCurrent',
  // What the GM shows the table beside the campaign:
  'table:showRoll',
  'table:hideRoll',
  'table:showMeasure',
  'table:showQr',
  // The table display's curtain:
  'curtain:set',
  'curtain:setLook',
  // Phones that joined the browser host:
  'devices:list',
  'devices:rename',
  'devices:revoke',
  // A phone tied to the PC its player plays:
  'devices:assign',
  // A square board's doors, containers, items, exits and hidden layer:
  'map:setDoor',
  'map:setDoorState',
  'map:setContainer',
  'map:removeContainer',
  'map:setItems',
  'map:setExit',
  'map:setHidden',
  // Gridless boards: obstacles, terrain areas, unit bases.
  'map:setObstacle',
  'map:removeObstacle',
  'map:setArea',
  'map:removeArea',
  'token:setBase',
  // Campaign history:
  'map:delete',
  'history:list',
  'history:snapshot',
  'history:preview',
  'history:takeBack',
  'history:restore',
  'history:setPolicy',
] as const

export const EVENT_NAMES = [
  'state:patch',
  'history:changed',
  'session:notice',
  'campaign:status',
  'dice:rolled',
  'dice:changed',
  'dice:cleared',
  // File › New Campaign… asks the GM window to open its New Campaign dialog.
  'campaign:askNew',
  // Campaign › Table rules… asks the GM window to open its Table rules dialog.
  'campaign:askTableRules',
  'campaign:askHistory',
  // Help › Keyboard Shortcuts asks the GM window to open its sheet of shortcuts.
  'app:askShortcuts',
  // A players' page gets its device token; the GM's views hear the device list change.
  'device:issued',
  'devices:changed',
  // What the GM shows the table beside the campaign changed.
  'table:overlay',
  // To a phone tied to a PC, that character's own sheet (null: untied).
  'character:view',
] as const

export type ChannelName = (typeof CHANNEL_NAMES)[number]
export type EventName = (typeof EVENT_NAMES)[number]

/** The IPC channel the preload listens on for every server event. */
export const EVENT_IPC_CHANNEL = 'bluebox:event'

export function isChannelName(value: unknown): value is ChannelName {
  return typeof value === 'string' && (CHANNEL_NAMES as readonly string[]).includes(value)
}

export function isEventName(value: unknown): value is EventName {
  return typeof value === 'string' && (EVENT_NAMES as readonly string[]).includes(value)
}
