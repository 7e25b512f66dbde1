import {
  ClipboardListIcon,
  ExternalLinkIcon,
  FileUserIcon,
  type LucideIcon,
  SettingsIcon,
  Share2Icon,
  UsersIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { can, type Permission } from '@/shared/permissions.ts'
import { endSentence } from '@/shared/text.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import type { SessionUser } from '@/web/lib/session.tsx'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { useDashboardStats } from './api.ts'
import { monthChangeText } from './month-change.ts'
import { OpenJobsCard } from './open-jobs-card.tsx'
import { ResumeUsageCard } from './resume-usage-card.tsx'
import { StatusBreakdown } from './status-breakdown.tsx'
import { TodayInterviewsCard } from './today-interviews-card.tsx'
import { WithoutAnswerCard } from './without-answer-card.tsx'

const numberFormat = new Intl.NumberFormat('pt-BR')

function StatCard({
  title,
  icon: Icon,
  value,
  caption,
}: {
  title: string
  icon: LucideIcon
  value: number | undefined
  caption: string | undefined
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle as="h2" className="font-sans text-sm font-medium tracking-normal text-muted-foreground">
          {title}
        </CardTitle>
        <Icon className="size-5 text-primary" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {value === undefined ? (
          <div aria-hidden="true" className="flex flex-col gap-2">
            <span className="h-8 w-16 animate-pulse rounded bg-muted" />
            <span className="h-4 w-40 animate-pulse rounded bg-muted" />
          </div>
        ) : (
          <>
            <p className="font-display text-3xl font-bold text-brand-950">{numberFormat.format(value)}</p>
            <p className="mt-1 text-sm text-muted-foreground">{caption}</p>
          </>
        )}
      </CardContent>
    </Card>
  )
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
      >
        {number}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="font-semibold text-foreground">{title}</h3>
        {children}
      </div>
    </li>
  )
}

/** The set-up steps of "Comece por aqui", each shown only to the roles that may use its page. */
const SETUP_STEPS: readonly {
  to: string
  permission: Permission
  title: string
  description: string
  linkLabel: string
  icon: LucideIcon
}[] = [
  {
    to: paths.forms,
    permission: 'forms:manage',
    title: 'Configure o formulário de candidatura',
    description: 'Escolha as etapas e os campos que os candidatos vão preencher.',
    linkLabel: 'Ir para Formulários',
    icon: ClipboardListIcon,
  },
  {
    to: paths.settings,
    permission: 'publicLink:manage',
    title: 'Personalize o link do formulário',
    description: 'Defina o endereço do formulário da sua empresa.',
    linkLabel: 'Ir para Configurações',
    icon: SettingsIcon,
  },
  {
    to: paths.users,
    permission: 'team:manage',
    title: 'Convide sua equipe',
    description: 'Adicione os usuários que vão avaliar os candidatos.',
    linkLabel: 'Ir para Gestão de Usuários',
    icon: UsersIcon,
  },
]

const STEP_COUNT_WORDS: Record<number, string> = {
  1: 'Um passo',
  2: 'Dois passos',
  3: 'Três passos',
  4: 'Quatro passos',
}

const linkClassName =
  'inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline'

/** /dashboard: the company's numbers and how to get started. */
export function DashboardPage({ user }: { user: SessionUser }) {
  useDocumentTitle('Dashboard | Talentos')
  const stats = useDashboardStats(user.company.id)
  const data = stats.data
  const publicFormUrl = `${window.location.origin}${paths.publicForm(user.company.publicFormUrl)}`
  const setupSteps = SETUP_STEPS.filter((step) => can(user.role, step.permission))
  const firstName = user.fullName.split(/\s+/)[0] ?? user.fullName

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-brand-950 md:text-3xl">Dashboard</h1>
        <p className="text-muted-foreground">
          {`Olá, ${firstName}! `}
          {endSentence(`Acompanhe os currículos recebidos pela ${user.company.name}`)}
        </p>
      </div>

      {stats.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            Não foi possível carregar os números do painel.
            <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      <section aria-label="Resumo" className="grid gap-4 md:grid-cols-3" aria-busy={stats.isPending}>
        <StatCard
          title="Total de Currículos"
          icon={FileUserIcon}
          value={data?.totalSubmissions}
          caption={data ? monthChangeText(data.monthChangePercent) : undefined}
        />
        <StatCard
          title="Formulários Ativos"
          icon={ClipboardListIcon}
          value={data?.activeForms}
          caption={
            data ? (data.activeForms === 1 ? 'Formulário padrão' : 'Formulários de candidatura') : undefined
          }
        />
        <StatCard
          title="Usuários"
          icon={UsersIcon}
          value={data?.teamSize}
          caption={data ? (data.teamSize === 1 ? 'Administrador principal' : 'Membros da equipe') : undefined}
        />
      </section>

      {can(user.role, 'interviews:manage') ? <TodayInterviewsCard companyId={user.company.id} /> : null}

      <ResumeUsageCard usage={data?.resumeUsage} canManageBilling={can(user.role, 'billing:manage')} />

      <StatusBreakdown counts={data?.submissionsByStatus} />

      <WithoutAnswerCard count={data?.withoutAnswer} />

      <OpenJobsCard companyId={user.company.id} />

      <Card>
        <CardHeader>
          <CardTitle as="h2">Comece por aqui</CardTitle>
          <CardDescription>
            {STEP_COUNT_WORDS[setupSteps.length + 1]} para receber os primeiros currículos.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-6">
            {setupSteps.map((step, index) => (
              <Step key={step.to} number={index + 1} title={step.title}>
                <p className="text-sm text-muted-foreground">{step.description}</p>
                <Link to={step.to} className={linkClassName}>
                  <step.icon className="size-4" aria-hidden="true" />
                  {step.linkLabel}
                </Link>
              </Step>
            ))}
            <Step number={setupSteps.length + 1} title="Compartilhe o link do formulário">
              <p className="text-sm text-muted-foreground">
                Divulgue este link nas suas vagas e redes sociais para receber candidaturas:
              </p>
              <a
                href={publicFormUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex max-w-full items-center gap-2 self-start rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm text-brand-900 hover:bg-brand-50"
              >
                <Share2Icon className="size-4 shrink-0" aria-hidden="true" />
                <span className="break-all">{publicFormUrl}</span>
                <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </Step>
          </ol>
        </CardContent>
      </Card>
    </div>
  )
}
