import { CheckIcon, ClockIcon, FileDownIcon, LockIcon, MailIcon, Trash2Icon, XIcon } from 'lucide-react'
import { useState } from 'react'
import type { DecisionStatus } from '@/shared/applications/api.ts'
import { can } from '@/shared/permissions.ts'
import { planRequiredMessage } from '@/shared/plans.ts'
import { PlanLocked } from '@/web/components/plan-locked.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs.tsx'
import { cn } from '@/web/lib/cn.ts'
import { usePlanIncludes } from '@/web/lib/plan.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { useApplication } from './api.ts'
import type { RowPermissions } from './application-row-menu.tsx'
import { APPLICATION_TOASTS } from './messages.ts'
import { OrganizeSection } from './organize/organize-section.tsx'
import { SendEmailDialog } from './send-email-dialog.tsx'
import { DETAIL_TABS } from './tabs/detail-tabs.ts'
import type { ApplicationActions } from './use-application-actions.ts'

/** The locked PDF action says why it is locked (src/shared/plans.ts). */
const LOCKED_PDF_LABEL = `Exportar PDF (${planRequiredMessage('pdfExport')})`
const LOCKED_EMAIL_LABEL = `Enviar e-mail (${planRequiredMessage('emailTemplates')})`

const DECISIONS: { status: DecisionStatus; label: string; icon: typeof CheckIcon }[] = [
  { status: 'aprovado', label: 'Aprovar', icon: CheckIcon },
  { status: 'pendente', label: 'Pendente', icon: ClockIcon },
  { status: 'reprovado', label: 'Reprovar', icon: XIcon },
]

/**
 * "Detalhes da Candidatura": tabs (Dados = status, sent time and every answer; Histórico; the tabs
 * of tabs/detail-tabs.ts) above the decisions.
 */
export function ApplicationDetailDialog({
  user,
  id,
  onClose,
  actions,
  permissions,
  onDelete,
  onOpen,
}: {
  user: SessionUser
  id: string | null
  onClose: () => void
  /** Opens another application in this dialog (the person's other applications link to it). */
  onOpen?: (id: string) => void
  actions: ApplicationActions
  permissions: RowPermissions
  onDelete: (target: { id: string; name: string | null }) => void
}) {
  const companyId = user.company.id
  const query = useApplication(companyId, id)
  const detail = query.data
  const tabs = detail ? DETAIL_TABS.filter((tab) => tab.visible?.(user, detail) ?? true) : []
  // On a plan without PDF export the button shows the locked state here, inside the dialog: a toast's
  // "Fazer upgrade" would sit behind the modal and could not be clicked.
  const [pdfLockShownFor, setPdfLockShownFor] = useState<string | null>(null)
  const [emailLockShownFor, setEmailLockShownFor] = useState<string | null>(null)
  const [emailOpen, setEmailOpen] = useState(false)
  const emailsIncluded = usePlanIncludes('emailTemplates')
  const canSendEmail = can(user.role, 'emails:send')
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Detalhes da Candidatura</DialogTitle>
          <DialogDescription>{detail?.name ?? (query.isPending ? 'Carregando...' : '')}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : null}
        {query.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{APPLICATION_TOASTS.detailFailed}</AlertDescription>
          </Alert>
        ) : null}
        {detail ? <OrganizeSection detail={detail} user={user} /> : null}
        {detail ? (
          <Tabs key={detail.id} defaultValue={tabs[0]?.id} className="min-w-0">
            {/* Wraps on a phone: every tab stays in view however many features add one. */}
            <TabsList aria-label="Seções da candidatura" className="flex-wrap">
              {tabs.map((tab) => (
                <TabsTrigger key={tab.id} value={tab.id}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map(({ id: tabId, Component }) => (
              <TabsContent key={tabId} value={tabId}>
                <Component companyId={companyId} detail={detail} user={user} onOpenApplication={onOpen} />
              </TabsContent>
            ))}
          </Tabs>
        ) : null}
        {detail ? (
          <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex-col gap-3 border-t border-border bg-background px-6 py-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-start">
            {actions.pdfLocked && pdfLockShownFor === detail.id ? (
              <PlanLocked feature="pdfExport" className="basis-full" />
            ) : null}
            {emailsIncluded === false && emailLockShownFor === detail.id ? (
              <PlanLocked feature="emailTemplates" className="basis-full" />
            ) : null}
            <div className="flex flex-wrap gap-2">
              {DECISIONS.map(({ status, label, icon: Icon }) => (
                <Button
                  key={status}
                  variant={
                    status === 'reprovado' ? 'outline' : status === 'aprovado' ? 'default' : 'secondary'
                  }
                  disabled={detail.status === status}
                  loading={actions.pendingStatus?.id === detail.id && actions.pendingStatus.status === status}
                  onClick={() => actions.setStatus(detail.id, status)}
                >
                  <Icon aria-hidden="true" />
                  {label}
                </Button>
              ))}
            </div>
            {canSendEmail ? (
              <Button
                variant="outline"
                className="self-start sm:ml-auto"
                aria-label={emailsIncluded === false ? LOCKED_EMAIL_LABEL : undefined}
                onClick={() =>
                  emailsIncluded === false ? setEmailLockShownFor(detail.id) : setEmailOpen(true)
                }
              >
                {emailsIncluded === false ? <LockIcon aria-hidden="true" /> : <MailIcon aria-hidden="true" />}
                Enviar e-mail
              </Button>
            ) : null}
            {permissions.canExport ? (
              <Button
                variant="outline"
                className={cn('self-start', !canSendEmail && 'sm:ml-auto')}
                aria-label={actions.pdfLocked ? LOCKED_PDF_LABEL : undefined}
                loading={actions.exporting === detail.id}
                onClick={() =>
                  actions.pdfLocked ? setPdfLockShownFor(detail.id) : void actions.exportPdf(detail.id)
                }
              >
                {actions.pdfLocked ? <LockIcon aria-hidden="true" /> : <FileDownIcon aria-hidden="true" />}
                Exportar PDF
              </Button>
            ) : null}
            {permissions.canDelete ? (
              // Destructive and last, set apart from the other actions (a line above it on a phone).
              <div
                className={cn(
                  'flex border-t border-border pt-3 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-3',
                  !permissions.canExport && 'sm:ml-auto',
                )}
              >
                <Button variant="destructive" onClick={() => onDelete({ id: detail.id, name: detail.name })}>
                  <Trash2Icon aria-hidden="true" />
                  Excluir
                </Button>
              </div>
            ) : null}
          </DialogFooter>
        ) : null}
        {detail && canSendEmail && emailsIncluded ? (
          <SendEmailDialog
            companyId={companyId}
            applicationId={detail.id}
            candidateName={detail.name}
            open={emailOpen}
            onOpenChange={setEmailOpen}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
