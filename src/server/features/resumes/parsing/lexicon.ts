/**
 * Words the CV parser recognises: section headings, job titles, company and school words,
 * languages and levels. Kept lower case and without accents (see `plain`).
 */

export type Section =
  | 'experience'
  | 'education'
  | 'courses'
  | 'languages'
  | 'skills'
  | 'summary'
  | 'personal'
  | 'other'

export const HEADINGS: Record<string, Section> = {}
function headings(section: Section, names: string[]) {
  for (const name of names) HEADINGS[name] = section
}
headings('experience', [
  'experiencia profissional',
  'experiencias profissionais',
  'experiencia',
  'experiencias',
  'historico profissional',
  'trajetoria profissional',
  'experiencia de trabalho',
  'atuacao profissional',
  'empregos anteriores',
  'ultimos empregos',
])
headings('education', [
  'formacao academica',
  'formacao',
  'escolaridade',
  'educacao',
  'formacao escolar',
  'formacao educacional',
  'graduacao',
  'formacao academica e complementar',
])
headings('courses', [
  'cursos',
  'cursos complementares',
  'cursos e certificacoes',
  'certificacoes',
  'certificados',
  'qualificacoes complementares',
  'cursos extracurriculares',
  'treinamentos',
  'cursos livres',
])
headings('languages', ['idiomas', 'idioma', 'linguas', 'linguas estrangeiras'])
headings('skills', [
  'habilidades',
  'competencias',
  'conhecimentos',
  'competencias tecnicas',
  'habilidades tecnicas',
  'conhecimentos tecnicos',
  'conhecimentos especificos',
  'ferramentas',
  'informatica',
  'conhecimentos em informatica',
  'tecnologias',
  'hard skills',
  'soft skills',
  'habilidades e competencias',
  'competencias e habilidades',
])
headings('summary', [
  'objetivo',
  'objetivo profissional',
  'objetivos',
  'resumo',
  'resumo profissional',
  'perfil',
  'perfil profissional',
  'sobre mim',
  'apresentacao',
  'qualificacoes',
  'sumario',
  'resumo de qualificacoes',
  'qualificacoes profissionais',
])
headings('personal', [
  'dados pessoais',
  'informacoes pessoais',
  'contato',
  'contatos',
  'dados de contato',
  'informacoes de contato',
])
headings('other', [
  'informacoes adicionais',
  'referencias',
  'referencias profissionais',
  'atividades',
  'voluntariado',
  'trabalho voluntario',
  'outras informacoes',
  'premios',
  'publicacoes',
  'projetos',
  'atividades complementares',
])

/** First words of job titles. */
export const ROLE_WORDS = new Set(
  `auxiliar assistente analista gerente coordenador coordenadora supervisor supervisora diretor diretora
  vendedor vendedora consultor consultora operador operadora tecnico tecnica estagiario estagiaria
  desenvolvedor desenvolvedora programador programadora engenheiro engenheira motorista ajudante
  atendente recepcionista secretaria secretario professor professora cozinheiro cozinheira mecanico
  conferente faturista designer product ux ui diarista repositor repositora caixa encarregado encarregada
  lider chefe arquiteto arquiteta enfermeiro enfermeira medico medica advogado advogada contador contadora
  almoxarife eletricista pedreiro soldador porteiro vigilante zelador copeiro garcom balconista estoquista
  promotor promotora representante executivo executiva especialista trainee aprendiz jovem administrador
  administradora psicologo psicologa nutricionista farmaceutico farmaceutica fisioterapeuta auditor auditora
  comprador compradora cientista pesquisador pesquisadora docente instrutor instrutora monitor monitora
  agente inspetor inspetora montador montadora separador separadora embalador embaladora cuidador cuidadora
  bab operario operaria servente frentista entregador entregadora motoboy camareira camareiro governanta
  redator redatora jornalista editor editora fotografo fotografa socio socia proprietario proprietaria
  fundador fundadora ceo cto cfo head product-manager scrum tester qa devops sre suporte atendimento
  cobrador cobradora telefonista telemarketing digitador digitadora office boy mensageiro`.split(/\s+/),
)

/** Words that mark a company name (anywhere in it). */
export const COMPANY_WORDS = new Set(
  `ltda ltda. s.a. s/a sa me eireli epp inc inc. corp group grupo holding cia companhia supermercado supermercados
  banco hospital clinica construtora transportadora transportes industria industrias agencia loja lojas
  restaurante hotel magazine concessionaria oficina padaria prefeitura ministerio secretaria condominio
  distribuidora atacadao atacado armazens rede metalurgica petroleo tech tecnologia solucoes servicos
  comercio comercial consultoria farmacia farmacias drogaria mineracao agropecuaria cooperativa associacao
  fundacao instituto escola colegio universidade faculdade residencias empresa fabrica logistica engenharia
  automotiva auto pecas calcados alimentos bebidas laboratorio startup software sistemas`.split(/\s+/),
)

/** Words that mark a school (anywhere in its name). */
export const SCHOOL_WORDS = new Set(
  `universidade faculdade faculdades centro universitario instituto escola colegio senai senac sesi sesc sebrae
  etec fatec fundacao pontificia cebrac e.e. ee e.e escola estadual usp unicamp unesp puc fgv ufmg ufrj
  ufrgs ufsc ufpr ufba ufpe ufc unb unifesp mackenzie anhanguera estacio unip uninove senai-sp ifsp cefet
  college university school academy`.split(/\s+/),
)

/** First words of courses and degrees. */
export const COURSE_WORDS = new Set(
  `bacharelado bacharel licenciatura tecnologo tecnologa tecnico tecnica graduacao pos-graduacao pos
  especializacao mba mestrado doutorado pos-doutorado ensino superior curso engenharia administracao direito
  medicina enfermagem psicologia pedagogia contabeis ciencias ciencia sistemas analise gestao design
  publicidade jornalismo arquitetura economia letras historia geografia matematica fisica quimica biologia
  nutricao farmacia fisioterapia odontologia secretariado gastronomia redes marketing logistica turismo
  educacao comunicacao relacoes computacao informatica`.split(/\s+/),
)

export const LANGUAGES = [
  'inglês',
  'espanhol',
  'francês',
  'alemão',
  'italiano',
  'português',
  'japonês',
  'mandarim',
  'chinês',
  'russo',
  'árabe',
  'coreano',
  'libras',
  'hebraico',
  'holandês',
]

export const LANGUAGE_LEVELS = [
  'pré-intermediário',
  'intermediário',
  'básico',
  'avançado',
  'fluente',
  'nativo',
  'técnico',
  'conversação',
  'leitura',
]

/** The 27 state capitals (and the two states named like their capital), for a city given alone. */
export const CAPITALS: Record<string, string> = {
  'rio branco': 'AC',
  maceio: 'AL',
  macapa: 'AP',
  manaus: 'AM',
  salvador: 'BA',
  fortaleza: 'CE',
  brasilia: 'DF',
  vitoria: 'ES',
  goiania: 'GO',
  'sao luis': 'MA',
  cuiaba: 'MT',
  'campo grande': 'MS',
  'belo horizonte': 'MG',
  belem: 'PA',
  'joao pessoa': 'PB',
  curitiba: 'PR',
  recife: 'PE',
  teresina: 'PI',
  'rio de janeiro': 'RJ',
  natal: 'RN',
  'porto alegre': 'RS',
  'porto velho': 'RO',
  'boa vista': 'RR',
  florianopolis: 'SC',
  'sao paulo': 'SP',
  aracaju: 'SE',
  palmas: 'TO',
}

/** Lower case, no accents, single spaces. */
export function plain(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
