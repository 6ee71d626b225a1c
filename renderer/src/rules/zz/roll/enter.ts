/** Enter in a roll dialog's field rolls; Enter on a button still presses that button. */
export function enterRolls(roll: () => unknown): (e: KeyboardEvent) => void {
  return (e) => {
    const el = e.target as HTMLElement | null
    if (el?.tagName === 'BUTTON' || el?.tagName === 'TEXTAREA') return
    e.preventDefault()
    void roll()
  }
}
