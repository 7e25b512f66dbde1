import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { MAX_STAGES, MIN_STAGES, STAGE_NAME_MAX, stageTemplateSchema } from '@/shared/jobs/api.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { useSaveStageTemplate, useStageTemplate } from './api.ts'

/** Configurações → Processo seletivo: the stages every new job starts with. */
export function StageTemplateCard({ companyId, canEdit }: { companyId: string; canEdit: boolean }) {
  const template = useStageTemplate(companyId)
  const save = useSaveStageTemplate(companyId)
  const [stages, setStages] = useState<{ key: number; name: string }[]>([])
  const [error, setError] = useState<string | null>(null)
  const [nextKey, setNextKey] = useState(1000)

  useEffect(() => {
    if (template.data) setStages(template.data.stages.map((name, key) => ({ key, name })))
  }, [template.data])

  function update(next: { key: number; name: string }[]) {
    setStages(next)
    setError(null)
  }

  async function submit() {
    const parsed = stageTemplateSchema.safeParse({ stages: stages.map((stage) => stage.name) })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Verifique as etapas.')
      return
    }
    try {
      await save.mutateAsync(parsed.data)
      toast.success('Processo seletivo salvo', { description: 'As próximas vagas começam com estas etapas.' })
    } catch (failure) {
      setError(errorMessage(failure))
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Etapas padrão</CardTitle>
        <CardDescription>
          Cada nova vaga começa com estas etapas (as vagas existentes não mudam). A última etapa é a de
          contratados.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {template.isPending ? <Spinner label="Carregando as etapas" /> : null}
        <ol className="flex flex-col gap-2">
          {stages.map((stage, index) => (
            <li key={stage.key} className="flex items-center gap-2">
              <span className="w-6 text-right text-sm text-muted-foreground tabular-nums">{index + 1}.</span>
              <Input
                aria-label={`Etapa ${index + 1}`}
                value={stage.name}
                maxLength={STAGE_NAME_MAX}
                disabled={!canEdit}
                onChange={(event) =>
                  update(
                    stages.map((item) =>
                      item.key === stage.key ? { ...item, name: event.target.value } : item,
                    ),
                  )
                }
              />
              {canEdit ? (
                <>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Subir a etapa ${index + 1}`}
                    disabled={index === 0}
                    onClick={() => update(swap(stages, index, index - 1))}
                  >
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Descer a etapa ${index + 1}`}
                    disabled={index === stages.length - 1}
                    onClick={() => update(swap(stages, index, index + 1))}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remover a etapa ${index + 1}`}
                    disabled={stages.length <= MIN_STAGES}
                    onClick={() => update(stages.filter((item) => item.key !== stage.key))}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ol>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={stages.length >= MAX_STAGES}
              onClick={() => {
                // Added before the last (hired) stage.
                const next = [...stages]
                next.splice(Math.max(next.length - 1, 0), 0, { key: nextKey, name: '' })
                setNextKey(nextKey + 1)
                update(next)
              }}
            >
              <PlusIcon aria-hidden="true" />
              Adicionar etapa
            </Button>
            <Button loading={save.isPending} onClick={() => void submit()}>
              Salvar etapas
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}

function swap<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [moved] = next.splice(from, 1)
  if (moved !== undefined) next.splice(to, 0, moved)
  return next
}
