import { formatInteger } from './money.ts'

/**
 * The entitlements table: the four plans, their limits and the features each one includes, with
 * the pt-BR line the pricing cards (/ and /pagamentos) show. The server's gates
 * (src/server/plans/plan-gate.ts) and the UI's locked states (src/web/components/plan-locked.tsx)
 * read the same table, so what a plan sells and what it allows cannot drift apart
 * (docs/decisions/014-plan-entitlements.md; src/server/plans/plan-gate.test.ts checks it).
 *
 * Prices are in centavos (BRL). `null` limits mean unlimited. User limits follow the spec's
 * section 9 table (profissional 6), docs/decisions/002-plan-user-limits.md.
 */
export const PLAN_IDS = ['gratuito', 'basico', 'profissional', 'ilimitado'] as const
export type PlanId = (typeof PLAN_IDS)[number]

export type Plan = {
  id: PlanId
  name: string
  tier: string
  priceCents: number
  description: string
  resumeLimit: number | null
  userLimit: number | null
  popular: boolean
  /**
   * E-mails to candidates a company may queue per day (São Paulo calendar day), staff and automatic
   * sends together; the receipt of a new application is never counted nor refused (issue 17).
   */
  emailDailyLimit: number | null
  /**
   * What people (not the software) provide on this plan: support and onboarding. Sold on the
   * pricing card after the features; nothing in the app gates them.
   */
  services: readonly string[]
}

export const PLANS: readonly Plan[] = [
  {
    id: 'gratuito',
    name: 'Gratuito',
    tier: 'Freemium',
    priceCents: 0,
    description: 'Para começar a organizar seus processos seletivos sem cartão de crédito.',
    resumeLimit: 100,
    userLimit: 1,
    popular: false,
    emailDailyLimit: 0,
    services: ['Suporte por e-mail'],
  },
  {
    id: 'basico',
    name: 'Básico',
    tier: 'Intermediário',
    priceCents: 1990,
    description: 'Para equipes que recrutam todo mês e precisam de mais organização.',
    resumeLimit: 1000,
    userLimit: 2,
    popular: true,
    emailDailyLimit: 300,
    services: ['Suporte prioritário'],
  },
  {
    id: 'profissional',
    name: 'Profissional',
    tier: 'Avançado',
    priceCents: 9900,
    description: 'Para empresas com vários recrutadores e grande volume de candidaturas.',
    resumeLimit: 5000,
    userLimit: 6,
    popular: false,
    emailDailyLimit: 2000,
    services: ['Suporte prioritário 24/7'],
  },
  {
    id: 'ilimitado',
    name: 'Ilimitado',
    tier: 'Ilimitado',
    priceCents: 19990,
    description: 'Para operações de recrutamento sem limites, com atendimento dedicado.',
    resumeLimit: null,
    userLimit: null,
    popular: false,
    emailDailyLimit: null,
    services: ['Gerente de sucesso dedicado', 'Onboarding personalizado', 'Treinamento da equipe'],
  },
]

/**
 * What every plan has and nothing gates: the core product. The Gratuito card lists these lines;
 * the other cards start with "Tudo do plano …".
 */
export const CORE_LINES: readonly string[] = [
  'Formulário de candidatura personalizável',
  'Gestão de candidaturas por status',
  'Busca por nome, CPF e e-mail',
]

export const PLAN_FEATURE_IDS = [
  'customPublicLink',
  'pdfExport',
  'basicExport',
  'fullExport',
  'folders',
  'tags',
  'comments',
  'ratings',
  'advancedFilters',
  'savedViews',
  'bulkActions',
  'cvUpload',
  'jobs',
  'emailTemplates',
  'emailAutomation',
  'interviews',
  'candidateArea',
  'reportsBasic',
  'reportsAdvanced',
  'screeningAutomation',
  'aiFilters',
  'apiAccess',
  'webhooks',
  'whiteLabel',
] as const
export type PlanFeature = (typeof PLAN_FEATURE_IDS)[number]

/**
 * 'available': built; the pricing card presents it as included and, unless every plan has it, the
 * server gates it. 'soon': not built yet; the card shows it as "em breve", never as included.
 */
export type FeatureStatus = 'available' | 'soon'

export type PlanFeatureEntry = {
  /** The cheapest plan that includes the feature; every more expensive plan includes it too. */
  plan: PlanId
  /** The line of the pricing cards (pt-BR). */
  line: string
  status: FeatureStatus
}

/**
 * The features, by the plan that first includes them. When a feature lands, its engineer changes
 * its `status` to 'available' (one line) and gates it on the server (src/server/plans/plan-gate.ts)
 * unless its plan is gratuito.
 */
export const PLAN_FEATURES: Readonly<Record<PlanFeature, PlanFeatureEntry>> = {
  // Gratuito and up
  cvUpload: { plan: 'gratuito', status: 'available', line: 'Upload de currículos (PDF e Word)' },
  jobs: { plan: 'gratuito', status: 'available', line: 'Vagas com etapas e página de carreiras' },
  folders: { plan: 'gratuito', status: 'available', line: 'Pastas' },
  comments: { plan: 'gratuito', status: 'available', line: 'Comentários com menções à equipe' },
  ratings: { plan: 'gratuito', status: 'available', line: 'Avaliação de candidatos' },
  savedViews: { plan: 'gratuito', status: 'available', line: 'Visualizações salvas' },
  bulkActions: { plan: 'gratuito', status: 'available', line: 'Ações em massa' },
  interviews: { plan: 'gratuito', status: 'available', line: 'Agendamento de entrevistas' },
  candidateArea: { plan: 'gratuito', status: 'available', line: 'Área do candidato (LGPD)' },
  basicExport: { plan: 'gratuito', status: 'available', line: 'Exportação básica (CSV)' },
  // Básico and up
  customPublicLink: { plan: 'basico', status: 'available', line: 'Link personalizado do formulário' },
  pdfExport: { plan: 'basico', status: 'available', line: 'Exportação em PDF' },
  fullExport: { plan: 'basico', status: 'available', line: 'Exportação completa' },
  tags: { plan: 'basico', status: 'available', line: 'Etiquetas' },
  advancedFilters: { plan: 'basico', status: 'available', line: 'Filtros de busca avançados' },
  emailTemplates: { plan: 'basico', status: 'available', line: 'Modelos de e-mail para candidatos' },
  emailAutomation: { plan: 'basico', status: 'available', line: 'Envios automáticos de e-mail' },
  reportsBasic: { plan: 'basico', status: 'soon', line: 'Relatórios básicos' },
  // Profissional and up
  reportsAdvanced: { plan: 'profissional', status: 'soon', line: 'Relatórios avançados e análise de dados' },
  screeningAutomation: { plan: 'profissional', status: 'soon', line: 'Automação de triagem' },
  aiFilters: { plan: 'profissional', status: 'soon', line: 'Filtros com IA' },
  apiAccess: { plan: 'profissional', status: 'soon', line: 'API de integração' },
  // Ilimitado
  webhooks: { plan: 'ilimitado', status: 'soon', line: 'Webhooks' },
  whiteLabel: { plan: 'ilimitado', status: 'soon', line: 'White label' },
}

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id)
  if (!plan) throw new Error(`Unknown plan ${id}`)
  return plan
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value)
}

export function isPlanFeature(value: unknown): value is PlanFeature {
  return typeof value === 'string' && (PLAN_FEATURE_IDS as readonly string[]).includes(value)
}

/** Whether `planId` includes `feature` (its own plan or any more expensive one). */
export function planIncludes(planId: PlanId, feature: PlanFeature): boolean {
  return PLAN_IDS.indexOf(planId) >= PLAN_IDS.indexOf(PLAN_FEATURES[feature].plan)
}

/** The cheapest plan that includes `feature`. */
export function minimumPlanFor(feature: PlanFeature): Plan {
  return getPlan(PLAN_FEATURES[feature].plan)
}

/** "Disponível a partir do plano Básico." — the server's 403 and the UI's locked state say it. */
export function planRequiredMessage(feature: PlanFeature): string {
  return `Disponível a partir do plano ${minimumPlanFor(feature).name}.`
}

/** The features a plan adds to the plan below it (Gratuito: its own), in table order. */
export function featuresAddedBy(planId: PlanId): PlanFeature[] {
  return (Object.keys(PLAN_FEATURES) as PlanFeature[]).filter(
    (feature) => PLAN_FEATURES[feature].plan === planId,
  )
}

/** "Até 1.000 currículos", "Currículos ilimitados", "1 usuário", "Até 6 usuários", "Usuários ilimitados". */
export function limitLines(plan: Plan): [string, string] {
  const resumes =
    plan.resumeLimit === null ? 'Currículos ilimitados' : `Até ${formatInteger(plan.resumeLimit)} currículos`
  const users =
    plan.userLimit === null
      ? 'Usuários ilimitados'
      : plan.userLimit === 1
        ? '1 usuário'
        : `Até ${plan.userLimit} usuários`
  return [resumes, users]
}

/**
 * The lines of a plan's pricing card, from the table: limits, core product or "Tudo do plano …",
 * the features this plan adds (each with its status) and the services.
 */
export type PricingLine = { text: string; kind: 'limit' | 'core' | 'feature' | 'service'; soon: boolean }

export function pricingLines(planId: PlanId): PricingLine[] {
  const plan = getPlan(planId)
  const index = PLAN_IDS.indexOf(planId)
  const previous = index > 0 ? getPlan(PLAN_IDS[index - 1] as PlanId) : undefined
  const limits = limitLines(plan).map((text): PricingLine => ({ text, kind: 'limit', soon: false }))
  const base: PricingLine[] = previous
    ? [{ text: `Tudo do plano ${previous.name}`, kind: 'core', soon: false }]
    : CORE_LINES.map((text) => ({ text, kind: 'core', soon: false }))
  const features = featuresAddedBy(planId)
    .map((feature) => PLAN_FEATURES[feature])
    // Built features first: a card never opens with what does not exist yet.
    .sort((a, b) => Number(a.status === 'soon') - Number(b.status === 'soon'))
    .map((entry): PricingLine => ({ text: entry.line, kind: 'feature', soon: entry.status === 'soon' }))
  const services = plan.services.map((text): PricingLine => ({ text, kind: 'service', soon: false }))
  return [...limits, ...base, ...features, ...services]
}
