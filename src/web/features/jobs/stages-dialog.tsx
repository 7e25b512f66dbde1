import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { STAGE_NAME_MAX, type Stage } from '@/shared/jobs/api.ts'
import { Button } from '@/web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { fieldClassName, Input } from '@/web/components/ui/input.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { cn } from '@/web/lib/cn.ts'
import { toast } from '@/web/lib/toast.ts'
import { useStageActions } from './api.ts'

/**
 * "Etapas" of one job: rename, reorder, add and remove. A stage with candidates is removed only by
 * choosing where they go. The last stage is the hired one (Contratados).
 */
export function StagesDialog({
  companyId,
  jobId,
  stages,
  open,
  onClose,
}: {
  companyId: string
  jobId: string
  stages: Stage[]
  open: boolean
  onClose: () => void
}) {
  const actions = useStageActions(companyId, jobId)
  const [names, setNames] = useState<Record<string, string>>({})
  const [newName, setNewName] = useState('')
  const [removing, setRemoving] = useState<{ stage: Stage; moveTo: string } | null>(null)

  async function run(input: Parameters<typeof actions.mutateAsync>[0], done?: string) {
    try {
      await actions.mutateAsync(input)
      if (done) toast.success(done)
      return true
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error) })
      return false
    }
  }

  function reorder(index: number, delta: number) {
    const ids = stages.map((stage) => stage.id)
    const [moved] = ids.splice(index, 1)
    if (!moved) return
    ids.splice(index + delta, 0, moved)
    void run({ kind: 'order', stageIds: ids })
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Etapas da vaga</DialogTitle>
          <DialogDescription>
            Renomeie, reordene, adicione ou remova etapas. A última etapa é a de contratados: mover alguém
            para ela marca a candidatura como aprovada.
          </DialogDescription>
        </DialogHeader>
        <ol className="flex flex-col gap-2">
          {stages.map((stage, index) => {
            const value = names[stage.id] ?? stage.name
            return (
              <li key={stage.id} className="flex flex-col gap-2 rounded-lg border border-border p-2">
                <div className="flex items-center gap-2">
                  <Input
                    aria-label={`Nome da etapa ${index + 1}`}
                    value={value}
                    maxLength={STAGE_NAME_MAX}
                    onChange={(event) =>
                      setNames((current) => ({ ...current, [stage.id]: event.target.value }))
                    }
                    onBlur={() => {
                      if (value.trim() && value.trim() !== stage.name) {
                        void run({ kind: 'rename', stageId: stage.id, name: value.trim() }, 'Etapa renomeada')
                      }
                    }}
                  />
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{stage.count}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Subir ${stage.name}`}
                    disabled={index === 0 || actions.isPending}
                    onClick={() => reorder(index, -1)}
                  >
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Descer ${stage.name}`}
                    disabled={index === stages.length - 1 || actions.isPending}
                    onClick={() => reorder(index, 1)}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remover ${stage.name}`}
                    disabled={stages.length <= 2 || actions.isPending}
                    onClick={() =>
                      stage.count > 0
                        ? setRemoving({
                            stage,
                            moveTo: stages.find((other) => other.id !== stage.id)?.id ?? '',
                          })
                        : void run({ kind: 'delete', stageId: stage.id }, 'Etapa removida')
                    }
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
                {removing?.stage.id === stage.id ? (
                  <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted p-2 text-sm">
                    <label htmlFor={`mover-${stage.id}`}>
                      Mover os {stage.count} candidatos de "{stage.name}" para:
                    </label>
                    <select
                      id={`mover-${stage.id}`}
                      className={cn(fieldClassName, 'h-9 w-44')}
                      value={removing.moveTo}
                      onChange={(event) => setRemoving({ stage, moveTo: event.target.value })}
                    >
                      {stages
                        .filter((other) => other.id !== stage.id)
                        .map((other) => (
                          <option key={other.id} value={other.id}>
                            {other.name}
                          </option>
                        ))}
                    </select>
                    <Button
                      size="sm"
                      variant="destructive"
                      onClick={async () => {
                        if (
                          await run(
                            { kind: 'delete', stageId: stage.id, moveTo: removing.moveTo },
                            'Etapa removida',
                          )
                        ) {
                          setRemoving(null)
                        }
                      }}
                    >
                      Remover e mover
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(null)}>
                      Cancelar
                    </Button>
                  </div>
                ) : null}
              </li>
            )
          })}
        </ol>
        <form
          className="flex gap-2"
          onSubmit={async (event) => {
            event.preventDefault()
            if (!newName.trim()) return
            if (await run({ kind: 'add', name: newName.trim() }, 'Etapa adicionada')) setNewName('')
          }}
        >
          <Input
            aria-label="Nome da nova etapa"
            placeholder="Nova etapa"
            value={newName}
            maxLength={STAGE_NAME_MAX}
            onChange={(event) => setNewName(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={actions.isPending}>
            <PlusIcon aria-hidden="true" />
            Adicionar
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
