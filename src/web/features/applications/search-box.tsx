import { SearchIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { SEARCH_MAX_LENGTH } from '@/shared/applications/api.ts'
import { Input } from '@/web/components/ui/input.tsx'

const DEBOUNCE_MS = 300

/**
 * The search box: typing updates the list once the person pauses (300 ms), not on every key.
 * When the URL's search changes from outside (Back, a link), the box shows it.
 */
export function SearchBox({
  value,
  onSearch,
  describedBy,
}: {
  value: string
  onSearch: (q: string) => void
  /** Id of the hint that explains the search syntax. */
  describedBy?: string
}) {
  const [text, setText] = useState(value)
  const sent = useRef(value)
  const onSearchRef = useRef(onSearch)
  onSearchRef.current = onSearch

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return
    const timer = setTimeout(() => {
      sent.current = text.trim()
      onSearchRef.current(text.trim())
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  return (
    <div className="relative w-full sm:max-w-md">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Buscar por nome, CPF, e-mail ou texto do currículo..."
        aria-label="Buscar candidaturas por nome, CPF ou e-mail"
        aria-describedby={describedBy}
        className="pl-9"
      />
    </div>
  )
}
