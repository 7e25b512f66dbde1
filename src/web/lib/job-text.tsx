import { Fragment, type ReactNode } from 'react'

/**
 * A job's text (Descrição, Requisitos, Benefícios) as React elements: paragraphs, bulleted ("- " or
 * "* ") and numbered ("1. ") lists and **bold**. It emits only elements React creates, never
 * HTML from the text, so no markup or script in a job can reach the page (issue 14).
 */
export function JobText({ text, className }: { text: string; className?: string }) {
  const blocks = parseBlocks(text)
  if (blocks.length === 0) return null
  return (
    <div className={className}>
      {blocks.map((block) => {
        const key = `${block.kind}-${block.items[0]?.line ?? 0}`
        if (block.kind === 'ul') {
          return (
            <ul key={key} className="my-2 list-disc space-y-1 pl-5">
              {block.items.map((item) => (
                <li key={item.line}>{inline(item.text)}</li>
              ))}
            </ul>
          )
        }
        if (block.kind === 'ol') {
          return (
            <ol key={key} className="my-2 list-decimal space-y-1 pl-5">
              {block.items.map((item) => (
                <li key={item.line}>{inline(item.text)}</li>
              ))}
            </ol>
          )
        }
        return (
          <p key={key} className="my-2">
            {block.items.map((item, position) => (
              <Fragment key={item.line}>
                {position > 0 ? <br /> : null}
                {inline(item.text)}
              </Fragment>
            ))}
          </p>
        )
      })}
    </div>
  )
}

/** A paragraph or list; each item keeps its line number (a stable React key). */
export type TextBlock = { kind: 'p' | 'ul' | 'ol'; items: { line: number; text: string }[] }

const BULLET = /^\s*[-*•]\s+(.*)$/
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/

/** Splits the text into paragraphs and lists (a blank line ends a paragraph). */
export function parseBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = []
  let current: TextBlock | null = null
  for (const [lineNumber, raw] of text.replace(/\r\n?/g, '\n').split('\n').entries()) {
    const line = raw.trimEnd()
    if (line.trim() === '') {
      current = null
      continue
    }
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    const kind: TextBlock['kind'] = bullet ? 'ul' : numbered ? 'ol' : 'p'
    const content = (bullet?.[1] ?? numbered?.[1] ?? line).trim()
    if (!current || current.kind !== kind) {
      current = { kind, items: [] }
      blocks.push(current)
    }
    current.items.push({ line: lineNumber, text: content })
  }
  return blocks
}

/** **bold** runs as <strong>; everything else as text. */
function inline(text: string): ReactNode[] {
  const parts = text.split(/(\*\*[^*]+?\*\*)/g)
  return parts
    .filter((part) => part !== '')
    .map((part, index) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder
        <strong key={index}>{part.slice(2, -2)}</strong>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder
        <Fragment key={index}>{part}</Fragment>
      ),
    )
}
