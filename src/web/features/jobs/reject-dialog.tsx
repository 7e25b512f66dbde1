import { useId, useState } from 'react'
import { REJECTION_REASON_LABELS, REJECTION_REASONS, type RejectionReason } from '@/shared/jobs/api.ts'
import { Button } from '@/web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { fieldClassName } from '@/web/components/ui/input.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'
import { cn } from '@/web/lib/cn.ts'

/** "Reprovar": a reason from the list and an optional note, for one or several candidates. */
export function RejectDialog({
  open,
  count,
  onCancel,
  onConfirm,
}: {
  open: boolean
  count: number
  onCancel: () => void
  onConfirm: (input: { reason: RejectionReason; note: string }) => void
}) {
  const [reason, setReason] = useState<RejectionReason | ''>('')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()
  const formId = useId()
  const close = () => {
    setReason('')
    setNote('')
    setError(undefined)
    onCancel()
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Reprovar {count === 1 ? 'candidato' : `${count} candidatos`}</DialogTitle>
          <DialogDescription>O motivo fica no histórico da candidatura.</DialogDescription>
        </DialogHeader>
        <form
          id={formId}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!reason) {
              setError('Selecione o motivo da reprovação.')
              return
            }
            onConfirm({ reason, note: note.trim() })
            setReason('')
            setNote('')
            setError(undefined)
          }}
        >
          <FormField label="Motivo" required error={error}>
            <select
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as RejectionReason)
                setError(undefined)
              }}
              className={cn(fieldClassName, 'h-10')}
            >
              <option value="">Selecione uma opção</option>
              {REJECTION_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REJECTION_REASON_LABELS[value]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Observação (opcional)">
            <Textarea
              value={note}
              maxLength={500}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="ghost" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} variant="destructive">
            Reprovar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
