import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { COMMENT_MAX_LENGTH, type MentionableMember } from '@/shared/comments/api.ts'
import { UserAvatar } from '@/web/components/ui/avatar.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'
import { cn } from '@/web/lib/cn.ts'

/** Lowercase without accents, so "@jo" finds "João". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** The "@query" being typed right before the caret, or null (at most 40 characters, one line). */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret)
  const at = before.lastIndexOf('@')
  if (at < 0) return null
  if (at > 0 && !/\s/.test(before[at - 1] ?? '')) return null
  const query = before.slice(at + 1)
  if (query.length > 40 || /[\n@]/.test(query)) return null
  return { start: at, query }
}

/** The members whose name (or one of its words) starts with the query. */
export function matchMembers(members: readonly MentionableMember[], query: string): MentionableMember[] {
  const wanted = fold(query.trim())
  return members
    .filter((member) => {
      const name = fold(member.name)
      return name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted))
    })
    .slice(0, 8)
}

/**
 * The comment's text field with an @ autocomplete: typing "@" and part of a member's name opens a
 * list of the team (a combobox: ↑/↓ choose, Enter or Tab insert "@Nome Completo", Esc closes).
 * The field is a textbox with aria-autocomplete, aria-controls and aria-activedescendant (a textarea
 * may not take the combobox role); a live region announces how many members match.
 * The chosen members are reported with the text, so the server knows exactly whom it mentions.
 */
export function MentionComposer({
  id,
  label,
  value,
  onChange,
  members,
  mentioned,
  onMention,
  disabled,
  invalid,
  describedBy,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  members: readonly MentionableMember[]
  /** The members chosen so far (kept while their "@name" is in the text). */
  mentioned: readonly string[]
  onMention: (memberId: string) => void
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
}) {
  const listId = useId()
  const field = useRef<HTMLTextAreaElement>(null)
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null)
  const [active, setActive] = useState(0)
  const options = query ? matchMembers(members, query.query) : []
  const open = query !== null && options.length > 0

  const follow = (text: string, caret: number) => {
    const next = mentionQueryAt(text, caret)
    setQuery(next)
    if (next?.query !== query?.query) setActive(0)
  }

  const choose = (member: MentionableMember) => {
    if (!query) return
    const caret = field.current?.selectionStart ?? value.length
    const inserted = `@${member.name} `
    const text = `${value.slice(0, query.start)}${inserted}${value.slice(caret)}`
    onChange(text.slice(0, COMMENT_MAX_LENGTH))
    if (!mentioned.includes(member.id)) onMention(member.id)
    setQuery(null)
    const position = query.start + inserted.length
    requestAnimationFrame(() => {
      field.current?.focus()
      field.current?.setSelectionRange(position, position)
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((index) => (index + 1) % options.length)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => (index - 1 + options.length) % options.length)
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const member = options[active]
      if (!member) return
      event.preventDefault()
      choose(member)
    } else if (event.key === 'Escape') {
      // Closes the list only, not the dialog around it.
      event.preventDefault()
      event.stopPropagation()
      setQuery(null)
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        ref={field}
        id={id}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder="Escreva um comentário. Use @ para mencionar alguém da equipe."
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value)
          follow(event.target.value, event.target.selectionStart)
        }}
        onKeyDown={onKeyDown}
        onClick={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
        onBlur={() => setQuery(null)}
      />
      {/* A multi-line field cannot take the combobox role: the list's state is announced instead. */}
      <p className="sr-only" aria-live="polite">
        {open
          ? `${options.length === 1 ? '1 membro encontrado' : `${options.length} membros encontrados`}. Use as setas e Enter para mencionar.`
          : ''}
      </p>
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Membros da equipe"
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-60 overflow-auto rounded-md border border-border bg-white p-1 shadow-lg"
        >
          {options.map((member, index) => (
            <div
              key={member.id}
              id={`${listId}-${index}`}
              role="option"
              // The field keeps the focus (aria-activedescendant); -1 only lets a click land here.
              tabIndex={-1}
              aria-selected={index === active}
              // Chosen on mouse down: a click would blur the field (closing the list) first.
              onMouseDown={(event) => {
                event.preventDefault()
                choose(member)
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
            >
              <UserAvatar name={member.name} src={member.avatarUrl} alt="" className="size-6 text-[10px]" />
              {member.name}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  )
}
