import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core'

/**
 * Keyboard moves on the board: with a card picked up (Space or Enter on its handle), ← and → jump
 * to the previous or next column instead of sliding 25 px; Space or Enter drops it there, Escape
 * cancels. Columns are the droppables, ordered left to right.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (event.code !== KeyboardCode.Left && event.code !== KeyboardCode.Right) return undefined
  const { collisionRect, droppableRects } = context
  if (!collisionRect) return undefined
  event.preventDefault()
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left)
  const center = collisionRect.left + collisionRect.width / 2
  let current = columns.findIndex((rect) => center >= rect.left && center <= rect.left + rect.width)
  if (current === -1) {
    current = columns.reduce(
      (best, rect, index) =>
        Math.abs(rect.left + rect.width / 2 - center) <
        Math.abs((columns[best]?.left ?? 0) + (columns[best]?.width ?? 0) / 2 - center)
          ? index
          : best,
      0,
    )
  }
  const target = columns[current + (event.code === KeyboardCode.Right ? 1 : -1)]
  if (!target) return undefined
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + 56 }
}
