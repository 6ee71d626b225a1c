/**
 * Where the players' screen gets the curtain's picture: the projector window from the app's
 * scheme, a player device from the host. Both answer only while the curtain is down with it.
 */
export function curtainPictureUrl(file: string, electron = !!window.bluebox): string {
  return electron ? `bluebox-asset://curtain/${file}` : `/curtain-picture/${file}`
}
