import { Avatar as AvatarPrimitive } from 'radix-ui'
import { cn } from '@/web/lib/cn.ts'

/** "Maria Souza Lima" → "ML": first and last word's initials. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

/**
 * A person's round photo on Radix Avatar: the initials show while the image loads, when it fails and
 * when there is none. Pass `alt=""` where the name is written next to it (the photo adds nothing).
 *
 * @example
 * <UserAvatar name={user.fullName} src={user.avatarUrl} alt="" className="size-9" />
 */
export function UserAvatar({
  name,
  src,
  alt,
  className,
}: {
  name: string
  src: string | null | undefined
  /** Text alternative of the photo; defaults to "Foto de <name>". */
  alt?: string
  className?: string
}) {
  const label = alt ?? `Foto de ${name}`
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative flex size-9 shrink-0 overflow-hidden rounded-full bg-brand-100 text-sm font-bold text-brand-800',
        className,
      )}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={label} className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center"
        role={label ? 'img' : undefined}
        aria-label={label || undefined}
        aria-hidden={label ? undefined : true}
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
