/**
 * The one list of plans: the pricing section, the payments screen and every limit check read it.
 * Prices are in centavos (BRL). `null` limits mean unlimited.
 * User limits follow the spec's section 9 table (profissional 6); the payments screen's
 * "up to 10 admin users" reading is not used — see docs/decisions/002-plan-user-limits.md.
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
  features: readonly string[]
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
    features: [
      'Até 100 currículos',
      '1 usuário',
      'Formulário personalizado básico',
      'Upload de currículos',
      'Gestão básica de candidatos',
      'Filtros básicos',
      'Pastas',
      'Exportação básica',
      'Suporte por e-mail',
    ],
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
    features: [
      'Até 1.000 currículos',
      'Até 2 usuários',
      'Formulário avançado',
      'Link personalizado premium',
      'Exportação em PDF',
      'Filtros de busca avançados',
      'Relatórios básicos',
      'Organização personalizada',
      'Exportação completa',
      'Suporte prioritário',
      'Integração com e-mail',
    ],
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
    features: [
      'Até 5.000 currículos',
      'Até 6 usuários',
      'Tudo do plano Básico',
      'Automação de triagem',
      'Relatórios avançados',
      'Filtros com IA',
      'Análise de dados',
      'Suporte prioritário 24/7',
      'API de integração',
      'Integração com e-mail',
    ],
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
    features: [
      'Currículos ilimitados',
      'Usuários ilimitados',
      'API completa',
      'White label',
      'Suporte 24/7',
      'Gerente de sucesso dedicado',
      'Onboarding personalizado',
      'Treinamento da equipe',
    ],
  },
]

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id)
  if (!plan) throw new Error(`Unknown plan ${id}`)
  return plan
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value)
}

/** Plans on which a company may choose its own public form slug (spec section 6). */
export const PLANS_WITH_CUSTOM_SLUG: readonly PlanId[] = ['profissional', 'ilimitado']
