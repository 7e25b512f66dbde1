import { ClipboardListIcon } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { can } from '@/shared/permissions.ts'
import { buttonVariants } from '@/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs.tsx'
import type { SessionUser } from '@/web/lib/session.tsx'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { AuditLog } from './audit-log.tsx'
import { CareersLinkCard } from './careers-link-card.tsx'
import { CompanyForm } from './company-form.tsx'
import { EmailAutomationsCard } from './email-automations-card.tsx'
import { EmailTemplatesCard } from './email-templates-card.tsx'
import { PublicLinkCard } from './public-link-card.tsx'
import { StageTemplateCard } from './stage-template-card.tsx'

/** /configuracoes: the spec's three tabs Empresa (admin only), Formulários and Notificações. */
export function SettingsPage({ user }: { user: SessionUser }) {
  useDocumentTitle('Configurações | Talentos')
  const companyId = user.company.id
  // The company's data is the admin's; premium gets the public link and the form (issue 7).
  const canEditCompany = can(user.role, 'settings:manage')
  // "Auditoria" (issue 16) is the admin's only; ?aba=auditoria opens it, for anyone else it is absent.
  const canAudit = can(user.role, 'audit:view')
  const [params, setParams] = useSearchParams()
  const fallback = canEditCompany ? 'empresa' : 'formularios'
  const allowed = (value: string | null): value is string =>
    value === 'formularios' ||
    value === 'processo' ||
    value === 'notificacoes' ||
    (value === 'emails' && can(user.role, 'emails:manage')) ||
    (value === 'empresa' && canEditCompany) ||
    (value === 'auditoria' && canAudit)
  const requested = params.get('aba')
  const tab = allowed(requested) ? requested : fallback
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Configurações</h1>
        <p className="text-muted-foreground">Gerencie os dados da sua empresa e o link do formulário.</p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === fallback ? {} : { aba: value }, { replace: true })}
      >
        <TabsList aria-label="Configurações" className="h-auto flex-wrap justify-start">
          {canEditCompany && <TabsTrigger value="empresa">Empresa</TabsTrigger>}
          <TabsTrigger value="formularios">Formulários</TabsTrigger>
          <TabsTrigger value="processo">Processo seletivo</TabsTrigger>
          {can(user.role, 'emails:manage') && <TabsTrigger value="emails">E-mails</TabsTrigger>}
          <TabsTrigger value="notificacoes">Notificações</TabsTrigger>
          {canAudit && <TabsTrigger value="auditoria">Auditoria</TabsTrigger>}
        </TabsList>
        {canEditCompany && (
          <TabsContent value="empresa">
            <CompanyForm companyId={companyId} />
          </TabsContent>
        )}
        <TabsContent value="formularios" className="flex flex-col gap-4">
          {can(user.role, 'publicLink:manage') && <PublicLinkCard companyId={companyId} />}
          {can(user.role, 'publicLink:manage') && <CareersLinkCard companyId={companyId} />}
          <Card>
            <CardHeader>
              <CardTitle as="h2">Formulário de candidatura</CardTitle>
              <CardDescription>
                Adicione, altere e reordene as etapas e os campos do formulário.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Link to={paths.forms} className={buttonVariants({ variant: 'outline' })}>
                <ClipboardListIcon aria-hidden="true" />
                Configurar formulário
              </Link>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="processo">
          <StageTemplateCard companyId={companyId} canEdit={can(user.role, 'jobs:manage')} />
        </TabsContent>
        {can(user.role, 'emails:manage') && (
          <TabsContent value="emails" className="flex flex-col gap-4">
            <EmailTemplatesCard companyId={companyId} canEdit />
            <EmailAutomationsCard companyId={companyId} />
          </TabsContent>
        )}
        <TabsContent value="notificacoes">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Notificações</CardTitle>
              <CardDescription>
                As configurações de notificações estarão disponíveis em breve.
              </CardDescription>
            </CardHeader>
          </Card>
        </TabsContent>
        {canAudit && (
          <TabsContent value="auditoria">
            <AuditLog companyId={companyId} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  )
}
