import { CheckIcon, CopyIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/web/components/ui/button.tsx'
import { toast } from '@/web/lib/toast.ts'

/** How long "Copiado!" stays on the button. */
const COPIED_MS = 2000

/**
 * A button that copies a link: "Copiado!" for two seconds once the clipboard took it, an error toast
 * when it did not (a browser without clipboard access), never a "Copiado!" that is not true.
 */
export function CopyLinkButton({
  url,
  label,
  variant = 'outline',
}: {
  url: string
  /** The button's text before copying, e.g. "Copiar link". */
  label: string
  variant?: 'outline' | 'ghost'
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS)
    return () => window.clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      toast.error('Erro', { description: 'Não foi possível copiar o link.' })
    }
  }

  return (
    <Button size="sm" variant={variant} onClick={copy}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied ? 'Copiado!' : label}
    </Button>
  )
}
