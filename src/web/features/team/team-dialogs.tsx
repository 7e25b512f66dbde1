import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { paths } from '@/shared/paths.ts'
import { PLANS } from '@/shared/plans.ts'
import { ROLE_LABELS, ROLES, type Role } from '@/shared/roles.ts'
import { type InviteInput, inviteSchema } from '@/shared/team/api.ts'
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

type MemberChanges = { fullName: string; role: Role }
/** Only what the dialog edits is checked: "Editar" the name (as in the invitation), "Alterar Permissões" the role. */
const memberChangesSchemas: Record<'name' | 'role', z.ZodType<MemberChanges, MemberChanges>> = {
  name: inviteSchema.pick({ fullName: true, role: true }),
  role: inviteSchema.pick({ role: true }).extend({ fullName: z.string() }),
}

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
  const form = useForm<InviteInput, unknown, InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { fullName: '', email: '', role: 'padrao' },
  })
  const { errors, isSubmitting: busy } = form.formState
  useEffect(() => {
    if (open) form.reset()
  }, [open, form])

  const onSubmit = form.handleSubmit(async (input) => {
    const sent = await onInvite(input)
    if (sent) onOpenChange(false)
  })

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adicionar Usuário</DialogTitle>
          <DialogDescription>
            Enviaremos um convite por e-mail. O convite vale por 7 dias e a pessoa cria a própria senha.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
          <FormField label="Nome" required error={errors.fullName?.message}>
            <Input {...form.register('fullName')} autoComplete="off" />
          </FormField>
          <FormField label="E-mail" required error={errors.email?.message}>
            <Input {...form.register('email')} type="email" autoComplete="off" />
          </FormField>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => <RoleSelect value={field.value} onChange={field.onChange} />}
          />
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
  const form = useForm<MemberChanges, unknown, MemberChanges>({
    resolver: zodResolver(memberChangesSchemas[mode]),
    defaultValues: { fullName: '', role: 'padrao' },
  })
  const { errors, isSubmitting: busy } = form.formState
  useEffect(() => {
    if (target) form.reset({ fullName: target.fullName, role: target.role })
  }, [target, form])

  const onSubmit = form.handleSubmit(async (input) => {
    if (!target) return
    const changes = mode === 'name' ? { fullName: input.fullName } : { role: input.role }
    const saved = await onSave(target.id, changes)
    if (saved) onClose()
  })

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
        <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
          {mode === 'name' ? (
            <FormField label="Nome" required error={errors.fullName?.message}>
              <Input {...form.register('fullName')} />
            </FormField>
          ) : (
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => <RoleSelect value={field.value} onChange={field.onChange} />}
            />
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
