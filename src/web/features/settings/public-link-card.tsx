import { CheckIcon, CopyIcon, PencilIcon } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { isValidSlug, SETTINGS_MESSAGES } from '@/shared/settings/company-settings.ts'
import { PlanLocked } from '@/web/components/plan-locked.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Label } from '@/web/components/ui/label.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { ApiError, errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { usePublicLink, useSavePublicSlug } from './api.ts'
import { SETTINGS_TOASTS } from './messages.ts'

/** How long the "Copiado!" indicator stays after a copy (spec: 2 seconds). */
export const COPIED_INDICATOR_MS = 2000

/**
 * The public form link: read-only URL with a copy button; on plans that include customPublicLink
 * (Básico and up) an edit mode (input, save, cancel) for the slug, otherwise the locked state with
 * the upgrade link. The server enforces both.
 */
export function PublicLinkCard({ companyId }: { companyId: string }) {
  const link = usePublicLink(companyId)
  const save = useSavePublicSlug(companyId)
  const [copied, setCopied] = useState(false)
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS)
    return () => window.clearTimeout(timer)
  }, [copied])

  useEffect(() => {
    if (link.isError)
      toast.error(SETTINGS_TOASTS.loadFailed.title, { description: SETTINGS_TOASTS.loadFailed.description })
  }, [link.isError])

  async function copy() {
    if (!link.data) return
    try {
      await navigator.clipboard.writeText(link.data.url)
      setCopied(true)
      toast.success(SETTINGS_TOASTS.copied.title, { description: SETTINGS_TOASTS.copied.description })
    } catch {
      toast.error(SETTINGS_TOASTS.copyFailed.title, { description: SETTINGS_TOASTS.copyFailed.description })
    }
  }

  function startEditing() {
    setDraft(link.data?.slug ?? '')
    setError(null)
    setEditing(true)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const slug = draft.trim()
    if (!isValidSlug(slug)) {
      setError(SETTINGS_MESSAGES.slugInvalid)
      return
    }
    setError(null)
    save.mutate(slug, {
      onSuccess: () => {
        setEditing(false)
        toast.success(SETTINGS_TOASTS.slugSaved.title, { description: SETTINGS_TOASTS.slugSaved.description })
      },
      onError: (failure) => {
        const message = errorMessage(failure, SETTINGS_TOASTS.slugSaveFailed.description)
        if (failure instanceof ApiError && (failure.status === 409 || failure.status === 422))
          setError(message)
        toast.error(SETTINGS_TOASTS.slugSaveFailed.title, { description: message })
      },
    })
  }

  const base = link.data ? link.data.url.slice(0, link.data.url.length - link.data.slug.length) : ''

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Link do formulário público</CardTitle>
        <CardDescription>Compartilhe este link com os candidatos para receber candidaturas.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {link.isPending ? (
          <Spinner label="Carregando link" />
        ) : !link.data ? (
          <p className="text-sm text-destructive">{SETTINGS_TOASTS.loadFailed.description}</p>
        ) : editing ? (
          <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
            <Label htmlFor={inputId}>Endereço personalizado</Label>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <span className="text-sm text-muted-foreground break-all">{base}</span>
              <Input
                id={inputId}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                autoComplete="off"
                spellCheck={false}
                className="sm:max-w-xs"
              />
            </div>
            {error && (
              <p id={errorId} className="text-sm text-destructive" role="alert">
                {error}
              </p>
            )}
            <p className="text-xs text-muted-foreground">Use apenas letras minúsculas, números e hífens.</p>
            <div className="flex gap-2">
              <Button type="submit" disabled={draft.trim() === '' || save.isPending}>
                {save.isPending ? 'Salvando...' : 'Salvar'}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => setEditing(false)}
                disabled={save.isPending}
              >
                Cancelar
              </Button>
            </div>
          </form>
        ) : (
          <>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                readOnly
                value={link.data.url}
                aria-label="Link do formulário"
                className="font-mono text-sm"
              />
              <div className="flex gap-2">
                <Button type="button" variant="outline" onClick={copy}>
                  {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
                  {copied ? 'Copiado!' : 'Copiar'}
                </Button>
                {link.data.canCustomize && (
                  <Button type="button" variant="outline" onClick={startEditing}>
                    <PencilIcon aria-hidden="true" />
                    Editar
                  </Button>
                )}
              </div>
            </div>
            <span className="sr-only" aria-live="polite">
              {copied ? 'Link copiado' : ''}
            </span>
            {!link.data.canCustomize && <PlanLocked feature="customPublicLink" />}
          </>
        )}
      </CardContent>
    </Card>
  )
}
