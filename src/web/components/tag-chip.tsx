import type { ComponentProps } from 'react'
import type { TagColor, TagRef } from '@/shared/organize/api.ts'
import { cn } from '@/web/lib/cn.ts'

/**
 * The tag palette (src/shared/organize/api.ts): a light background with dark text of the same hue,
 * contrast ≥ 7:1 for every colour, and a border so the chip stands out on white and on grey.
 */
export const TAG_COLOR_CLASSES: Record<TagColor, string> = {
  cinza: 'border-gray-300 bg-gray-100 text-gray-900',
  vermelho: 'border-red-200 bg-red-50 text-red-900',
  laranja: 'border-orange-200 bg-orange-50 text-orange-900',
  amarelo: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  verde: 'border-green-200 bg-green-50 text-green-900',
  azul: 'border-blue-200 bg-blue-50 text-blue-900',
  roxo: 'border-purple-200 bg-purple-50 text-purple-900',
  rosa: 'border-pink-200 bg-pink-50 text-pink-900',
}

/** One tag as a coloured chip ("Etiqueta: inglês fluente" for screen readers). */
export function TagChip({ tag, className, children, ...props }: { tag: TagRef } & ComponentProps<'span'>) {
  return (
    <span
      data-tag-id={tag.id}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        TAG_COLOR_CLASSES[tag.color],
        className,
      )}
      {...props}
    >
      <span className="sr-only">Etiqueta: </span>
      <span className="truncate">{tag.name}</span>
      {children}
    </span>
  )
}

/** A row's or card's tags, wrapped; nothing when it has none. */
export function TagChips({ tags, className }: { tags: readonly TagRef[]; className?: string }) {
  if (tags.length === 0) return null
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {tags.map((tag) => (
        <TagChip key={tag.id} tag={tag} />
      ))}
    </span>
  )
}
