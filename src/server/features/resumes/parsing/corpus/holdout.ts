import type { CorpusCv } from './corpus.ts'

/**
 * CVs written after the parser was tuned on CORPUS and never used to tune it: their precision
 * and recall are the honest estimate of how the parser does on CVs it has not seen. Do not
 * change the parser to fit them; add new held-out CVs instead.
 */
export const HOLDOUT: CorpusCv[] = [
  {
    id: 'h01-auxiliar-producao',
    format: 'pdf',
    body: `= Antônio Carlos Nunes
Nascimento: 03/08/1990 – Estado civil: solteiro
Endereço: Rua Santa Luzia 88, Parque Industrial, Betim, MG
Fones: (31) 3591-4400 / (31) 9 9702-3311
E-mail antonio.nunes90@gmail.com
# Experiências profissionais
Fiat Automóveis S.A.
Função: Auxiliar de Produção
De 04/2015 a 11/2021
Laticínios Serra Verde
Função: Operador de Máquinas
De 02/2022 até o momento
# Formação escolar
2º grau completo (Ensino Médio) – Escola Estadual Maria Amélia – 2008`,
    expected: {
      name: 'Antônio Carlos Nunes',
      email: 'antonio.nunes90@gmail.com',
      phone: '(31) 99702-3311',
      city: 'Betim',
      state: 'MG',
      experience: [
        {
          company: 'Fiat Automóveis S.A.',
          role: 'Auxiliar de Produção',
          period: '04/2015 – 11/2021',
          current: false,
        },
        {
          company: 'Laticínios Serra Verde',
          role: 'Operador de Máquinas',
          period: '02/2022 – atual',
          current: true,
        },
      ],
      education: [
        {
          course: '2º grau completo (Ensino Médio)',
          institution: 'Escola Estadual Maria Amélia',
          period: '2008',
        },
      ],
    },
  },
  {
    id: 'h02-analista-dados',
    format: 'docx',
    body: `= Gabriela Vieira Machado
Analista de Dados
gabivmachado@gmail.com · +55 (51) 99911-0022 · Canoas/RS
www.linkedin.com/in/gabriela-vieira-machado/
# Experiência Profissional
Analista de Dados Pleno
Grupo Zaffari · out 2022 – atual
Estagiária de BI
Gerdau · fev 2021 – set 2022
# Formação Acadêmica
Estatística
Universidade Federal do Rio Grande do Sul · 2017 – 2022
# Idiomas
Inglês — Avançado (C1)
# Habilidades técnicas
SQL · Python · Power BI · Airflow`,
    expected: {
      name: 'Gabriela Vieira Machado',
      email: 'gabivmachado@gmail.com',
      phone: '(51) 99911-0022',
      linkedin: 'https://www.linkedin.com/in/gabriela-vieira-machado',
      city: 'Canoas',
      state: 'RS',
      experience: [
        {
          company: 'Grupo Zaffari',
          role: 'Analista de Dados Pleno',
          period: '10/2022 – atual',
          current: true,
        },
        { company: 'Gerdau', role: 'Estagiária de BI', period: '02/2021 – 09/2022', current: false },
      ],
      education: [
        {
          course: 'Estatística',
          institution: 'Universidade Federal do Rio Grande do Sul',
          period: '2017 – 2022',
        },
      ],
      languages: [{ language: 'Inglês', level: 'avançado' }],
      skills: ['SQL', 'Python', 'Power BI', 'Airflow'],
    },
  },
  {
    id: 'h03-recepcionista',
    format: 'pdf',
    body: `CURRICULUM VITAE
= Eliane Cristina Pacheco
CPF 935.411.347-80
Maceió / AL
Contato: 82 99876-0011 – elianecpacheco@hotmail.com
# Objetivo
Recepcionista
# Experiência
2019 – 2024: Recepcionista no Hotel Ponta Verde
2016 – 2019: Atendente na Farmácia Pague Menos
# Formação
Ensino médio completo
# Cursos
Inglês básico para hotelaria – 2018`,
    expected: {
      name: 'Eliane Cristina Pacheco',
      cpf: '935.411.347-80',
      email: 'elianecpacheco@hotmail.com',
      phone: '(82) 99876-0011',
      city: 'Maceió',
      state: 'AL',
      experience: [
        { company: 'Hotel Ponta Verde', role: 'Recepcionista', period: '2019 – 2024', current: false },
        { company: 'Farmácia Pague Menos', role: 'Atendente', period: '2016 – 2019', current: false },
      ],
      education: [{ course: 'Ensino médio completo', institution: null, period: null }],
    },
  },
  {
    id: 'h04-gerente-loja',
    format: 'docx',
    body: `= RICARDO MENDES DE ALMEIDA
Gerente de Loja – Varejo de Moda
Santos (SP) | ricardo.almeida@icloud.com | 13 99123-7788
# Perfil
Gestor com 12 anos no varejo, responsável por equipes de até 25 pessoas.
# Histórico profissional
Renner – Gerente de Loja – 2018 até hoje
Riachuelo – Supervisor de Vendas – 2013 a 2018
C&A – Vendedor – 2010 a 2013
# Formação
Administração de Empresas – Universidade Católica de Santos – 2011 – 2015
# Idiomas
Inglês intermediário, espanhol básico`,
    expected: {
      name: 'Ricardo Mendes de Almeida',
      email: 'ricardo.almeida@icloud.com',
      phone: '(13) 99123-7788',
      city: 'Santos',
      state: 'SP',
      experience: [
        { company: 'Renner', role: 'Gerente de Loja', period: '2018 – atual', current: true },
        { company: 'Riachuelo', role: 'Supervisor de Vendas', period: '2013 – 2018', current: false },
        { company: 'C&A', role: 'Vendedor', period: '2010 – 2013', current: false },
      ],
      education: [
        {
          course: 'Administração de Empresas',
          institution: 'Universidade Católica de Santos',
          period: '2011 – 2015',
        },
      ],
      languages: [
        { language: 'Inglês', level: 'intermediário' },
        { language: 'Espanhol', level: 'básico' },
      ],
    },
  },
  {
    id: 'h05-enfermeira',
    format: 'pdf',
    body: `= Priscila Andrade Lopes
Enfermeira – COREN-SP 456789
Sorocaba - SP, 18010-000
(15) 98111-4567 | priscila.lopes@gmail.com
# Formação Acadêmica
Graduação em Enfermagem – Universidade de Sorocaba (UNISO) – 2010 a 2014
Pós-Graduação em UTI Adulto – Faculdade Unyleya – 2016
# Experiência Profissional
Enfermeira Assistente – Hospital Regional de Sorocaba – desde 2015
Técnica de Enfermagem – Santa Casa de Sorocaba – 2008 a 2014
# Competências
Atendimento de urgência, Sistematização da Assistência de Enfermagem, Gestão de equipe`,
    expected: {
      name: 'Priscila Andrade Lopes',
      email: 'priscila.lopes@gmail.com',
      phone: '(15) 98111-4567',
      city: 'Sorocaba',
      state: 'SP',
      cep: '18010-000',
      education: [
        {
          course: 'Graduação em Enfermagem',
          institution: 'Universidade de Sorocaba (UNISO)',
          period: '2010 – 2014',
        },
        { course: 'Pós-Graduação em UTI Adulto', institution: 'Faculdade Unyleya', period: '2016' },
      ],
      experience: [
        {
          company: 'Hospital Regional de Sorocaba',
          role: 'Enfermeira Assistente',
          period: '2015 – atual',
          current: true,
        },
        {
          company: 'Santa Casa de Sorocaba',
          role: 'Técnica de Enfermagem',
          period: '2008 – 2014',
          current: false,
        },
      ],
      skills: ['Atendimento de urgência', 'Sistematização da Assistência de Enfermagem', 'Gestão de equipe'],
    },
  },
  {
    id: 'h06-eletricista',
    format: 'docx',
    body: `= Wellington Souza Lima
Eletricista Industrial
Cidade: Camaçari – BA
Telefone/WhatsApp: (71) 99654-1122
# EXPERIÊNCIA
BRASKEM S.A. | Eletricista de Manutenção | 06/2016 – 03/2024
Ford Motor Company Brasil | Eletricista | 01/2012 – 05/2016
# CURSOS
NR-10 Básico e SEP
# ESCOLARIDADE
Técnico em Eletrotécnica | SENAI Camaçari | 2009 – 2011`,
    expected: {
      name: 'Wellington Souza Lima',
      phone: '(71) 99654-1122',
      city: 'Camaçari',
      state: 'BA',
      experience: [
        {
          company: 'BRASKEM S.A.',
          role: 'Eletricista de Manutenção',
          period: '06/2016 – 03/2024',
          current: false,
        },
        {
          company: 'Ford Motor Company Brasil',
          role: 'Eletricista',
          period: '01/2012 – 05/2016',
          current: false,
        },
      ],
      education: [
        { course: 'Técnico em Eletrotécnica', institution: 'SENAI Camaçari', period: '2009 – 2011' },
      ],
    },
  },
]
