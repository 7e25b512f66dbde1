import { StarIcon } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { formatDateTime } from '@/shared/format.ts'
import { RATING_NOTE_MAX_LENGTH, RATING_STARS, ratingLabel } from '@/shared/ratings/api.ts'
import { RatingAverage } from '@/web/components/rating-average.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { UserAvatar } from '@/web/components/ui/avatar.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { cn } from '@/web/lib/cn.ts'
import { toast } from '@/web/lib/toast.ts'
import { useRateApplication, useRatings } from '../comments-api.ts'
import type { DetailTabProps } from './detail-tab.ts'

const starsLabel = (stars: number) => (stars === 1 ? '1 estrela' : `${stars} estrelas`)

/** Read-only stars ("★★★☆☆"), named for screen readers. */
function Stars({ value }: { value: number }) {
  return (
    <span className="inline-flex" role="img" aria-label={starsLabel(value)}>
      {RATING_STARS.map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
        />
      ))}
    </span>
  )
}

/**
 * 1–5 stars as a radio group (native radios: ←/→ change the choice, one Tab stop), each star a
 * label drawn filled up to the chosen one.
 */
function StarPicker({
  value,
  onChange,
  name,
}: {
  value: number
  onChange: (stars: number) => void
  name: string
}) {
  const [hover, setHover] = useState(0)
  const shown = hover || value
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">Sua nota</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover only previews; the radios are the control */}
      <div className="flex" onMouseLeave={() => setHover(0)}>
        {RATING_STARS.map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            onMouseEnter={() => setHover(star)}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{starsLabel(star)}</span>
            <StarIcon
              aria-hidden="true"
              className={cn('size-7', star <= shown ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
            />
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * "Avaliação": the caller rates the application 1–5 stars with an optional note (one rating per
 * member; changing it replaces it), and sees the team's ratings and their average.
 */
export function RatingTab({ companyId, detail }: DetailTabProps) {
  const id = useId()
  const ratings = useRatings(companyId, detail.id)
  const { set, remove } = useRateApplication(companyId, detail.id)
  const mine = ratings.data?.items.find((item) => item.isMine)
  const [stars, setStars] = useState(0)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    setStars(mine?.stars ?? 0)
    setNote(mine?.note ?? '')
  }, [mine?.stars, mine?.note])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (stars < 1) {
      setError('Escolha de 1 a 5 estrelas.')
      return
    }
    setError(null)
    try {
      await set.mutateAsync({ stars, note: note.trim() || null })
      toast.success('Avaliação salva.')
    } catch (failure) {
      toast.error(errorMessage(failure))
    }
  }

  if (ratings.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Carregando as avaliações..." />
      </div>
    )
  }
  if (ratings.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center gap-3">
          Não foi possível carregar as avaliações.
          <Button size="sm" variant="outline" onClick={() => void ratings.refetch()}>
            Tentar novamente
          </Button>
        </AlertDescription>
      </Alert>
    )
  }
  const { items } = ratings.data
  return (
    <div className="flex flex-col gap-5">
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-lg border border-border bg-white p-3"
        noValidate
      >
        <StarPicker value={stars} onChange={setStars} name={`${id}-estrelas`} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-nota`} className="text-sm font-medium">
            Observação (opcional)
          </label>
          <Textarea
            id={`${id}-nota`}
            rows={2}
            maxLength={RATING_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" loading={set.isPending}>
            {mine ? 'Atualizar avaliação' : 'Salvar avaliação'}
          </Button>
          {mine ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              loading={remove.isPending}
              onClick={async () => {
                try {
                  await remove.mutateAsync()
                  toast.success('Avaliação removida.')
                } catch (failure) {
                  toast.error(errorMessage(failure))
                }
              }}
            >
              Remover minha avaliação
            </Button>
          ) : null}
        </div>
      </form>

      <section aria-labelledby={`${id}-equipe`} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-equipe`} className="text-sm font-semibold text-brand-950">
            Avaliações da equipe
          </h3>
          <RatingAverage rating={ratings.data} className="text-sm" />
        </div>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{ratingLabel(ratings.data)}.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Avaliações da equipe">
            {items.map((item) => (
              <li key={item.userId} className="flex gap-3 text-sm">
                <UserAvatar name={item.name} src={item.avatarUrl} alt="" className="size-8 text-xs" />
                <div className="flex min-w-0 flex-col">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{item.isMine ? `${item.name} (você)` : item.name}</span>
                    <Stars value={item.stars} />
                  </p>
                  {item.note ? <p className="break-words whitespace-pre-wrap">{item.note}</p> : null}
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
