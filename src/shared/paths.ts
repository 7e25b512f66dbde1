/**
 * One registry of the app's page paths. Links use it, and the server uses `isKnownPagePath`
 * to answer unknown pages with a 404 status (the SPA still renders its not-found screen).
 */
export const paths = {
  home: '/',
  about: '/sobre-nos',
  careers: '/carreiras',
  signUp: '/cadastre-se',
  signUpDone: '/cadastro-sucesso',
  signIn: '/entrar',
  forgotPassword: '/esqueci-senha',
  resetPassword: '/redefinir-senha',
  authCallback: '/auth/callback',
  acceptInvitation: '/convite',
  confirmEmailChange: '/confirmar-email',
  publicForm: (slug: string) => `/f/${encodeURIComponent(slug)}`,
  /** The form for one job: /f/{slug}?vaga={jobSlug}. */
  jobApplication: (slug: string, jobSlug: string) =>
    `/f/${encodeURIComponent(slug)}?vaga=${encodeURIComponent(jobSlug)}`,
  careersPage: (slug: string) => `/c/${encodeURIComponent(slug)}`,
  /** The candidate area (issue 17): sign in, applications, "Meus dados (LGPD)". */
  candidateArea: (slug: string) => `/c/${encodeURIComponent(slug)}/minha-area`,
  jobPage: (slug: string, jobSlug: string) =>
    `/c/${encodeURIComponent(slug)}/vagas/${encodeURIComponent(jobSlug)}`,
  jobs: '/vagas',
  newJob: '/vagas/nova',
  jobBoard: (id: string) => `/vagas/${encodeURIComponent(id)}`,
  editJob: (id: string) => `/vagas/${encodeURIComponent(id)}/editar`,
  formSubmitted: '/formulario-enviado',
  dashboard: '/dashboard',
  profile: '/perfil',
  users: '/usuarios',
  settings: '/configuracoes',
  forms: '/formularios',
  applications: '/curriculos',
  payments: '/pagamentos',
  cancellation: '/cancelamento',
  /** A candidate's unsubscribe link (issue 17): /emails/descadastrar?token=… */
  emailOptOut: '/emails/descadastrar',
  /** Upcoming interviews (issue 17). */
  agenda: '/agenda',
  /** The candidate's answer page of an interview e-mail (its signed token). */
  interviewResponse: (token: string) => `/entrevista/${encodeURIComponent(token)}`,
} as const

/** Pages that exist today; each issue adds its routes here and to the router together. */
const KNOWN_PAGE_PATTERNS: readonly RegExp[] = [
  // public candidate form (issue 4)
  /^\/f\/[^/]+\/?$/,
  /^\/formulario-enviado\/?$/,
  /^\/$/,
  /^\/sobre-nos\/?$/,
  /^\/carreiras\/?$/,
  // accounts (issue 3)
  /^\/(cadastre-se|cadastro-sucesso|entrar|esqueci-senha|redefinir-senha)\/?$/,
  /^\/auth\/callback\/?$/,
  // team invitations (issue 7)
  /^\/convite\/?$/,
  // e-mail change confirmation (issue 7, /perfil)
  /^\/confirmar-email\/?$/,
  /^\/(dashboard|perfil|usuarios|configuracoes|formularios|curriculos|pagamentos|cancelamento)\/?$/,
  // interviews (issue 17): /agenda and the candidate's answer page
  /^\/agenda\/?$/,
  /^\/entrevista\/[^/]+\/?$/,
  // jobs (issue 14): the careers page, job pages, and the admin's /vagas
  /^\/c\/[^/]+\/?$/,
  /^\/c\/[^/]+\/vagas\/[^/]+\/?$/,
  // the candidate area and its password reset (issue 17)
  /^\/c\/[^/]+\/minha-area(\/nova-senha)?\/?$/,
  /^\/vagas(\/nova|\/[0-9a-f-]{36}(\/editar)?)?\/?$/,
  // a candidate's unsubscribe link (issue 17)
  /^\/emails\/descadastrar\/?$/,
]

export function isKnownPagePath(pathname: string): boolean {
  return KNOWN_PAGE_PATTERNS.some((pattern) => pattern.test(pathname))
}

/**
 * Public pages whose HTML the build renders ahead of time (src/web/prerender.tsx, run by
 * scripts/prerender.mjs) into prerendered/<name>.html beside index.html; the server sends that file
 * for these paths, so their text paints before any JavaScript runs and crawlers read it.
 */
export const PRERENDERED_PAGES = {
  [paths.home]: 'home',
  [paths.about]: 'sobre-nos',
  [paths.careers]: 'carreiras',
  [paths.signIn]: 'entrar',
  [paths.signUp]: 'cadastre-se',
} as const satisfies Record<string, string>

/** The prerendered file (relative to the web root) for a page path, with or without its last slash. */
export function prerenderedPageFile(pathname: string): string | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  if (!Object.hasOwn(PRERENDERED_PAGES, normalised)) return null
  return `prerendered/${(PRERENDERED_PAGES as Record<string, string>)[normalised]}.html`
}

/** The external pages the marketing site links to. */
export const externalLinks = {
  officialSite: 'https://www.talentos.app.br',
  jobApplication: 'https://www.talentos.app.br/vagas',
  termsOfUse: 'https://www.talentos.app.br/termos-de-uso',
  privacyPolicy: 'https://www.talentos.app.br/politica-de-privacidade',
  cookiePolicy: 'https://www.talentos.app.br/cookies',
} as const

/** The query parameter of /curriculos that opens one application's detail (links in e-mails, the bell). */
export const APPLICATION_DETAIL_PARAM = 'candidatura'

/** /curriculos with one application's detail open. */
export function applicationDetailPath(id: string): string {
  return `${paths.applications}?${APPLICATION_DETAIL_PARAM}=${encodeURIComponent(id)}`
}
