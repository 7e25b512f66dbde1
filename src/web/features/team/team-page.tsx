import {
  EllipsisIcon,
  MailIcon,
  PencilIcon,
  SearchIcon,
  ShieldIcon,
  Trash2Icon,
  UserCheckIcon,
  UserPlusIcon,
  UserXIcon,
  XIcon,
} from 'lucide-react'
import { useEffect, useState } from 'react'
import { formatDate } from '@/shared/format.ts'
import { ROLE_LABELS, type Role } from '@/shared/roles.ts'
import type { InviteInput, Member } from '@/shared/team/api.ts'
import { Badge } from '@/web/components/ui/badge.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table.tsx'
import { ApiError, errorMessage } from '@/web/lib/api.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useTeam, useTeamMutations } from './api.ts'
import { EditMemberDialog, InviteDialog, LimitDialog, RemoveMemberDialog } from './team-dialogs.tsx'
import { TeamUsageMeter } from './team-usage.tsx'

const ROLE_BADGE: Record<Role, 'default' | 'secondary' | 'outline'> = {
  admin: 'default',
  premium: 'secondary',
  padrao: 'outline',
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/** /usuarios: the company's members and pending invitations (admin only). */
export function TeamPage({ user }: { user: SessionUser }) {
  const [search, setSearch] = useState('')
  const q = useDebounced(search.trim(), 300)
  const team = useTeam(user.company.id, q)
  const mutations = useTeamMutations(user.company.id)
  const [inviteOpen, setInviteOpen] = useState(false)
  const [limitOpen, setLimitOpen] = useState(false)
  const [editing, setEditing] = useState<{ member: Member; mode: 'name' | 'role' } | null>(null)
  const [removing, setRemoving] = useState<Member | null>(null)

  const usage = team.data?.usage
  const atLimit = usage !== undefined && usage.limit !== null && usage.used >= usage.limit

  async function run<T>(action: () => Promise<T>, success: string, description?: string): Promise<boolean> {
    try {
      await action()
      toast.success(success, description ? { description } : undefined)
      return true
    } catch (error) {
      if (error instanceof ApiError && error.details?.reason === 'USER_LIMIT') {
        setInviteOpen(false)
        setLimitOpen(true)
        return false
      }
      toast.error('Erro', { description: errorMessage(error) })
      return false
    }
  }

  const invite = (input: InviteInput) =>
    run(
      () => mutations.invite.mutateAsync(input),
      'Convite enviado',
      `Enviamos um convite para ${input.email}.`,
    )

  const setActive = (member: Member, active: boolean) =>
    run(
      () => mutations.update.mutateAsync({ id: member.id, changes: { active } }),
      active ? 'Usuário reativado' : 'Usuário desativado',
      active ? `${member.fullName} pode entrar novamente.` : `${member.fullName} não pode mais entrar.`,
    )

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-foreground md:text-3xl">Gestão de Usuários</h1>
          <p className="text-sm text-muted-foreground">
            Convide sua equipe e defina o que cada pessoa pode fazer.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <TeamUsageMeter usage={usage} />
          <Button onClick={() => (atLimit ? setLimitOpen(true) : setInviteOpen(true))} disabled={!usage}>
            <UserPlusIcon aria-hidden="true" />
            Adicionar Usuário
          </Button>
        </div>
      </div>

      <section className="flex flex-col gap-4 rounded-lg border border-border bg-white p-4 shadow-sm md:p-6">
        <div className="relative w-full sm:max-w-md">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Buscar por nome ou e-mail..."
            aria-label="Buscar usuários por nome ou e-mail"
            className="pl-9"
          />
        </div>
        {team.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar os usuários. {errorMessage(team.error)}
          </p>
        ) : null}
        <Table>
          <TableCaption className="sr-only">Usuários da empresa</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Nome</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Tipo</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Data de Cadastro</TableHead>
              <TableHead className="text-right">Ações</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {team.data?.members.map((member) => (
              <TableRow key={member.id}>
                <TableCell className="font-medium">
                  {member.fullName}
                  {member.isSelf ? <span className="ml-1 text-muted-foreground">(você)</span> : null}
                </TableCell>
                <TableCell>{member.email}</TableCell>
                <TableCell>
                  <Badge variant={ROLE_BADGE[member.role]}>{ROLE_LABELS[member.role]}</Badge>
                </TableCell>
                <TableCell>
                  {member.active ? (
                    <Badge variant="success">Ativo</Badge>
                  ) : (
                    <Badge variant="outline">Inativo</Badge>
                  )}
                </TableCell>
                <TableCell>{formatDate(member.createdAt)}</TableCell>
                <TableCell className="text-right">
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={`Ações para ${member.fullName}`}>
                        <EllipsisIcon aria-hidden="true" />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem onSelect={() => setEditing({ member, mode: 'name' })}>
                        <PencilIcon aria-hidden="true" />
                        Editar
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => setEditing({ member, mode: 'role' })}>
                        <ShieldIcon aria-hidden="true" />
                        Alterar Permissões
                      </DropdownMenuItem>
                      {member.isSelf ? null : (
                        <>
                          <DropdownMenuItem onSelect={() => void setActive(member, !member.active)}>
                            {member.active ? (
                              <UserXIcon aria-hidden="true" />
                            ) : (
                              <UserCheckIcon aria-hidden="true" />
                            )}
                            {member.active ? 'Desativar' : 'Reativar'}
                          </DropdownMenuItem>
                          <DropdownMenuSeparator />
                          <DropdownMenuItem variant="destructive" onSelect={() => setRemoving(member)}>
                            <Trash2Icon aria-hidden="true" />
                            Remover Usuário
                          </DropdownMenuItem>
                        </>
                      )}
                    </DropdownMenuContent>
                  </DropdownMenu>
                </TableCell>
              </TableRow>
            ))}
            {team.data && team.data.members.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                  Nenhum usuário encontrado.
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </section>

      {team.data && team.data.invitations.length > 0 ? (
        <section className="flex flex-col gap-4 rounded-lg border border-border bg-white p-4 shadow-sm md:p-6">
          <h2 className="text-lg font-semibold text-foreground">Convites pendentes</h2>
          <Table>
            <TableCaption className="sr-only">Convites pendentes</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Nome</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Tipo</TableHead>
                <TableHead>Validade</TableHead>
                <TableHead className="text-right">Ações</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {team.data.invitations.map((invitation) => (
                <TableRow key={invitation.id}>
                  <TableCell className="font-medium">{invitation.fullName}</TableCell>
                  <TableCell>{invitation.email}</TableCell>
                  <TableCell>
                    <Badge variant={ROLE_BADGE[invitation.role]}>{ROLE_LABELS[invitation.role]}</Badge>
                  </TableCell>
                  <TableCell>
                    {invitation.expired ? (
                      <Badge variant="destructive-outline">Expirado</Badge>
                    ) : (
                      `Até ${formatDate(invitation.expiresAt)}`
                    )}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Reenviar convite para ${invitation.email}`}
                        onClick={() =>
                          void run(
                            () => mutations.resend.mutateAsync(invitation.id),
                            'Convite reenviado',
                            `Enviamos um novo convite para ${invitation.email}.`,
                          )
                        }
                      >
                        <MailIcon aria-hidden="true" />
                        Reenviar
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Cancelar convite para ${invitation.email}`}
                        onClick={() =>
                          void run(() => mutations.cancel.mutateAsync(invitation.id), 'Convite cancelado')
                        }
                      >
                        <XIcon aria-hidden="true" />
                        Cancelar
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : null}

      <InviteDialog open={inviteOpen} onOpenChange={setInviteOpen} onInvite={invite} />
      <LimitDialog
        open={limitOpen}
        onOpenChange={setLimitOpen}
        planName={usage?.planName ?? ''}
        limit={usage?.limit ?? null}
      />
      <EditMemberDialog
        target={editing?.member ?? null}
        mode={editing?.mode ?? 'name'}
        onClose={() => setEditing(null)}
        onSave={(id, changes) =>
          run(
            () => mutations.update.mutateAsync({ id, changes }),
            'fullName' in changes ? 'Usuário atualizado' : 'Permissões atualizadas',
          )
        }
      />
      <RemoveMemberDialog
        target={removing}
        onClose={() => setRemoving(null)}
        onConfirm={(id) => run(() => mutations.remove.mutateAsync(id), 'Usuário removido')}
      />
    </div>
  )
}
