import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { PLANS } from '@/shared/plans.ts'
import { ROLE_LABELS, ROLES, type Role } from '@/shared/roles.ts'
import { type InviteInput, inviteSchema } from '@/shared/team/api.ts'
import { fieldErrors } from '@/shared/validation/zod-errors.ts'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import '@/web/lib/zod-messages.ts'

type FieldErrors = Partial<Record<keyof InviteInput, string>>

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Acesso total: equipe, planos, configurações, formulários e currículos.',
  premium: 'Currículos (ver, alterar status, excluir, exportar), formulários e link público.',
  padrao: 'Ver currículos e alterar o status das candidaturas.',
}

function RoleSelect({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  return (
    <FormField label="Tipo de usuário" description={ROLE_DESCRIPTIONS[value]}>
      {(control) => (
        <Select value={value} onValueChange={(next) => onChange(next as Role)}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ROLES.map((role) => (
              <SelectItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  )
}

/** "Adicionar Usuário": name, e-mail and role; the server sends the invitation e-mail. */
export function InviteDialog({
  open,
  onOpenChange,
  onInvite,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Resolves true when the invitation was sent (the dialog closes). */
  onInvite: (input: InviteInput) => Promise<boolean>
}) {
  const [values, setValues] = useState({ fullName: '', email: '', role: 'padrao' as Role })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (open) {
      setValues({ fullName: '', email: '', role: 'padrao' })
      setErrors({})
    }
  }, [open])

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adicionar Usuário</DialogTitle>
          <DialogDescription>
            Enviaremos um convite por e-mail. O convite vale por 7 dias e a pessoa cria a própria senha.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault()
            const parsed = inviteSchema.safeParse(values)
            if (!parsed.success) {
              setErrors(fieldErrors(parsed.error))
              return
            }
            setErrors({})
            setBusy(true)
            const sent = await onInvite(parsed.data)
            setBusy(false)
            if (sent) onOpenChange(false)
          }}
        >
          <FormField label="Nome" required error={errors.fullName}>
            <Input
              value={values.fullName}
              autoComplete="off"
              onChange={(event) => setValues({ ...values, fullName: event.target.value })}
            />
          </FormField>
          <FormField label="E-mail" required error={errors.email}>
            <Input
              type="email"
              value={values.email}
              autoComplete="off"
              onChange={(event) => setValues({ ...values, email: event.target.value })}
            />
          </FormField>
          <RoleSelect value={values.role} onChange={(role) => setValues({ ...values, role })} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy}>
              Enviar convite
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** The spec's "Limite de usuários atingido": the plan, its maximum and the plans that allow more. */
export function LimitDialog({
  open,
  onOpenChange,
  planName,
  limit,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  planName: string
  limit: number | null
}) {
  const navigate = useNavigate()
  const upgrades = PLANS.filter(
    (plan) => plan.userLimit === null || (limit !== null && plan.userLimit > limit),
  )
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Limite de usuários atingido</AlertDialogTitle>
          <AlertDialogDescription>
            Seu plano atual ({planName}) permite até {limit} {limit === 1 ? 'usuário' : 'usuários'}, contando
            os convites pendentes. Para adicionar mais usuários, faça upgrade para um destes planos:
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="flex flex-col gap-1 text-sm text-foreground">
          {upgrades.map((plan) => (
            <li key={plan.id}>
              <span className="font-semibold">{plan.name}</span> —{' '}
              {plan.userLimit === null ? 'usuários ilimitados' : `até ${plan.userLimit} usuários`}
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <Button
            onClick={() => {
              onOpenChange(false)
              navigate(paths.payments)
            }}
          >
            Fazer Upgrade
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

/** Editar (name) or Alterar Permissões (role) of one member. */
export function EditMemberDialog({
  target,
  mode,
  onClose,
  onSave,
}: {
  target: { id: string; fullName: string; role: Role } | null
  mode: 'name' | 'role'
  onClose: () => void
  onSave: (id: string, changes: { fullName: string } | { role: Role }) => Promise<boolean>
}) {
  const [fullName, setFullName] = useState('')
  const [role, setRole] = useState<Role>('padrao')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (target) {
      setFullName(target.fullName)
      setRole(target.role)
      setError(undefined)
    }
  }, [target])
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{mode === 'name' ? 'Editar usuário' : 'Alterar Permissões'}</DialogTitle>
          <DialogDescription>
            {mode === 'name'
              ? 'Altere o nome exibido na equipe.'
              : `Escolha o tipo de usuário de ${target?.fullName}.`}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault()
            if (!target) return
            let changes: { fullName: string } | { role: Role } = { role }
            if (mode === 'name') {
              const parsed = inviteSchema.shape.fullName.safeParse(fullName)
              if (!parsed.success) {
                setError(parsed.error.issues[0]?.message)
                return
              }
              changes = { fullName: parsed.data }
            }
            setBusy(true)
            const saved = await onSave(target.id, changes)
            setBusy(false)
            if (saved) onClose()
          }}
        >
          {mode === 'name' ? (
            <FormField label="Nome" required error={error}>
              <Input value={fullName} onChange={(event) => setFullName(event.target.value)} />
            </FormField>
          ) : (
            <RoleSelect value={role} onChange={setRole} />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy}>
              Salvar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** "Remover Usuário": nothing happens until the admin confirms. */
export function RemoveMemberDialog({
  target,
  onClose,
  onConfirm,
}: {
  target: { id: string; fullName: string } | null
  onClose: () => void
  onConfirm: (id: string) => Promise<boolean>
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      title="Remover usuário?"
      description={`${target?.fullName ?? ''} perderá o acesso ao Talentos e a conta será excluída. Esta ação não pode ser desfeita.`}
      confirmLabel="Remover Usuário"
      onCancel={onClose}
      onConfirm={() => (target ? onConfirm(target.id) : Promise.resolve(false))}
    />
  )
}
