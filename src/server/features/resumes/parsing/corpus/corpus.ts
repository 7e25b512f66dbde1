import type { ParsedResume } from '../../../../../shared/resumes/parsed-resume.ts'

/**
 * A corpus of Portuguese CVs written for the parser's tests and its quality report (issue 15).
 * Each is rendered to PDF (pdfkit) or DOCX (docx) at test time from this light markup:
 *   "= text"     the name line, large
 *   "# text"     a section heading, bold
 *   "- text"     a bullet
 *   "a || b"     two columns on one line (PDF: side by side; DOCX: a two-cell table row)
 *   anything else, one paragraph
 * `expected` lists what a careful reader takes from the CV; fields left out are absent.
 */
export type CorpusCv = {
  id: string
  format: 'pdf' | 'docx'
  body: string
  expected: Partial<ParsedResume>
}

export const CORPUS: CorpusCv[] = [
  {
    id: '01-operadora-caixa',
    format: 'pdf',
    body: `= Maria Aparecida dos Santos
Rua das Flores, 123 – Centro – Campinas/SP – CEP 13010-050
Tel.: (19) 99876-5432 | maria.santos@gmail.com
# Objetivo
Atuar como operadora de caixa ou repositora.
# Experiência Profissional
Supermercados Boa Compra Ltda. — Operadora de Caixa
03/2019 – atual
Atendimento ao cliente, fechamento de caixa e conferência de valores.
Padaria Pão Quente — Atendente
01/2016 – 02/2019
# Formação Acadêmica
Ensino Médio Completo – E.E. Prof. José Bonifácio – 2015
# Cursos
Informática Básica – SENAC – 2017`,
    expected: {
      name: 'Maria Aparecida dos Santos',
      email: 'maria.santos@gmail.com',
      phone: '(19) 99876-5432',
      city: 'Campinas',
      state: 'SP',
      cep: '13010-050',
      experience: [
        {
          company: 'Supermercados Boa Compra Ltda.',
          role: 'Operadora de Caixa',
          period: '03/2019 – atual',
          current: true,
        },
        { company: 'Padaria Pão Quente', role: 'Atendente', period: '01/2016 – 02/2019', current: false },
      ],
      education: [
        { course: 'Ensino Médio Completo', institution: 'E.E. Prof. José Bonifácio', period: '2015' },
      ],
    },
  },
  {
    id: '02-desenvolvedor',
    format: 'docx',
    body: `= JOÃO PEDRO OLIVEIRA
Desenvolvedor Full Stack
São Paulo - SP | +55 11 98765-4321 | joao.oliveira@outlook.com
linkedin.com/in/joaopedro-oliveira
# RESUMO PROFISSIONAL
Desenvolvedor com 6 anos de experiência em aplicações web.
# EXPERIÊNCIA
Desenvolvedor Sênior | Banco Horizonte S.A. | jan/2021 – presente
- Migração de sistemas legados para microsserviços.
Desenvolvedor Pleno | Tech Soluções Ltda. | mar/2018 – dez/2020
# FORMAÇÃO
Bacharelado em Ciência da Computação | Universidade de São Paulo | 2013 – 2017
# IDIOMAS
Inglês – Avançado
Espanhol – Intermediário
# HABILIDADES
TypeScript, React, Node.js, PostgreSQL, Docker`,
    expected: {
      name: 'João Pedro Oliveira',
      email: 'joao.oliveira@outlook.com',
      phone: '(11) 98765-4321',
      linkedin: 'https://www.linkedin.com/in/joaopedro-oliveira',
      city: 'São Paulo',
      state: 'SP',
      experience: [
        {
          company: 'Banco Horizonte S.A.',
          role: 'Desenvolvedor Sênior',
          period: '01/2021 – atual',
          current: true,
        },
        {
          company: 'Tech Soluções Ltda.',
          role: 'Desenvolvedor Pleno',
          period: '03/2018 – 12/2020',
          current: false,
        },
      ],
      education: [
        {
          course: 'Bacharelado em Ciência da Computação',
          institution: 'Universidade de São Paulo',
          period: '2013 – 2017',
        },
      ],
      languages: [
        { language: 'Inglês', level: 'avançado' },
        { language: 'Espanhol', level: 'intermediário' },
      ],
      skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker'],
    },
  },
  {
    id: '03-rotulado',
    format: 'pdf',
    body: `CURRÍCULO
Nome: Ana Carolina Ferreira Lima
CPF: 529.982.247-25
Endereço: Av. Sete de Setembro, 1500, apto 32 – Curitiba – PR
CEP: 80060-070
Celular: (41) 9 9123-4567
E-mail: anacarolina.lima@yahoo.com.br
# Formação
Curso: Técnico em Enfermagem
Instituição: Escola Técnica Paranaense
Período: 2016 a 2018
# Experiência Profissional
Empresa: Hospital Santa Clara
Cargo: Técnica de Enfermagem
Período: 02/2019 até o momento
Empresa: Clínica Vida Plena
Cargo: Auxiliar de Enfermagem
Período: 06/2017 a 01/2019`,
    expected: {
      name: 'Ana Carolina Ferreira Lima',
      cpf: '529.982.247-25',
      email: 'anacarolina.lima@yahoo.com.br',
      phone: '(41) 99123-4567',
      city: 'Curitiba',
      state: 'PR',
      cep: '80060-070',
      education: [
        { course: 'Técnico em Enfermagem', institution: 'Escola Técnica Paranaense', period: '2016 – 2018' },
      ],
      experience: [
        {
          company: 'Hospital Santa Clara',
          role: 'Técnica de Enfermagem',
          period: '02/2019 – atual',
          current: true,
        },
        {
          company: 'Clínica Vida Plena',
          role: 'Auxiliar de Enfermagem',
          period: '06/2017 – 01/2019',
          current: false,
        },
      ],
    },
  },
  {
    id: '04-cpf-invalido',
    format: 'docx',
    body: `= Carlos Eduardo Souza
CPF 123.456.789-00 • RG 12.345.678-9
Belo Horizonte/MG • (31) 3222-4455 • carlos.souza@uol.com.br
# Experiência Profissional
Transportadora Minas Cargas
Motorista Carreteiro
2015 - 2022
Logística Rápida Ltda
Ajudante de Motorista
2012 - 2015
# Escolaridade
Ensino Fundamental Completo`,
    expected: {
      name: 'Carlos Eduardo Souza',
      email: 'carlos.souza@uol.com.br',
      phone: '(31) 3222-4455',
      city: 'Belo Horizonte',
      state: 'MG',
      experience: [
        {
          company: 'Transportadora Minas Cargas',
          role: 'Motorista Carreteiro',
          period: '2015 – 2022',
          current: false,
        },
        {
          company: 'Logística Rápida Ltda',
          role: 'Ajudante de Motorista',
          period: '2012 – 2015',
          current: false,
        },
      ],
      education: [{ course: 'Ensino Fundamental Completo', institution: null, period: null }],
    },
  },
  {
    id: '05-duas-colunas',
    format: 'pdf',
    body: `= Fernanda Rocha Almeida
Analista de Recursos Humanos
fernanda.almeida@gmail.com || (21) 98888-7766
Rio de Janeiro, RJ || linkedin.com/in/fernanda-rocha-almeida
# Experiência Profissional
Analista de RH Pleno – Grupo Atlântico Varejo
Abr 2020 – Atual
- Recrutamento e seleção, onboarding e treinamentos.
Assistente de RH – Construtora Horizonte Azul
Fev 2017 – Mar 2020
# Formação Acadêmica
Pós-graduação em Gestão de Pessoas – Fundação Getulio Vargas – 2021
Bacharelado em Psicologia – Universidade Federal do Rio de Janeiro – 2011 – 2016
# Competências
Recrutamento e seleção; Gestão de pessoas; Excel avançado; Indicadores de RH
# Idiomas
Inglês: intermediário`,
    expected: {
      name: 'Fernanda Rocha Almeida',
      email: 'fernanda.almeida@gmail.com',
      phone: '(21) 98888-7766',
      linkedin: 'https://www.linkedin.com/in/fernanda-rocha-almeida',
      city: 'Rio de Janeiro',
      state: 'RJ',
      experience: [
        {
          company: 'Grupo Atlântico Varejo',
          role: 'Analista de RH Pleno',
          period: '04/2020 – atual',
          current: true,
        },
        {
          company: 'Construtora Horizonte Azul',
          role: 'Assistente de RH',
          period: '02/2017 – 03/2020',
          current: false,
        },
      ],
      education: [
        {
          course: 'Pós-graduação em Gestão de Pessoas',
          institution: 'Fundação Getulio Vargas',
          period: '2021',
        },
        {
          course: 'Bacharelado em Psicologia',
          institution: 'Universidade Federal do Rio de Janeiro',
          period: '2011 – 2016',
        },
      ],
      skills: ['Recrutamento e seleção', 'Gestão de pessoas', 'Excel avançado', 'Indicadores de RH'],
      languages: [{ language: 'Inglês', level: 'intermediário' }],
    },
  },
  {
    id: '06-estagiario',
    format: 'docx',
    body: `= Lucas Gabriel Martins
Estudante de Engenharia de Produção
Porto Alegre – RS
Contato: 51 99654-3210
E-mail: lucasgmartins@hotmail.com
# Objetivo Profissional
Estágio na área de produção ou qualidade.
# Formação
Engenharia de Produção – Pontifícia Universidade Católica do Rio Grande do Sul – 2020 – 2025 (em andamento)
# Experiência
Estagiário de Qualidade – Metalúrgica Gaúcha – 08/2023 – atual
# Cursos Complementares
Lean Six Sigma Yellow Belt – 2023
# Idiomas
Inglês (intermediário), Espanhol (básico)
# Conhecimentos
Excel, Power BI, AutoCAD, Minitab`,
    expected: {
      name: 'Lucas Gabriel Martins',
      email: 'lucasgmartins@hotmail.com',
      phone: '(51) 99654-3210',
      city: 'Porto Alegre',
      state: 'RS',
      education: [
        {
          course: 'Engenharia de Produção',
          institution: 'Pontifícia Universidade Católica do Rio Grande do Sul',
          period: '2020 – 2025',
        },
      ],
      experience: [
        {
          company: 'Metalúrgica Gaúcha',
          role: 'Estagiário de Qualidade',
          period: '08/2023 – atual',
          current: true,
        },
      ],
      languages: [
        { language: 'Inglês', level: 'intermediário' },
        { language: 'Espanhol', level: 'básico' },
      ],
      skills: ['Excel', 'Power BI', 'AutoCAD', 'Minitab'],
    },
  },
  {
    id: '07-sem-acentos',
    format: 'pdf',
    body: `= Jose Roberto da Silva
Salvador - BA   CEP 40020-000
Fone: 71 3333-2211 / 71 98111-2233
jroberto.silva@bol.com.br
# EXPERIENCIA PROFISSIONAL
Auxiliar de Almoxarifado - Distribuidora Bahia Norte - 2018 a 2021
Conferente - Atacadao Sao Joao - 2021 ate hoje
# ESCOLARIDADE
Ensino Medio Completo - Colegio Estadual Thales de Azevedo - 2010
# CURSOS
Operador de Empilhadeira - SENAI - 2019`,
    expected: {
      name: 'Jose Roberto da Silva',
      email: 'jroberto.silva@bol.com.br',
      phone: '(71) 98111-2233',
      city: 'Salvador',
      state: 'BA',
      cep: '40020-000',
      experience: [
        {
          company: 'Distribuidora Bahia Norte',
          role: 'Auxiliar de Almoxarifado',
          period: '2018 – 2021',
          current: false,
        },
        { company: 'Atacadao Sao Joao', role: 'Conferente', period: '2021 – atual', current: true },
      ],
      education: [
        {
          course: 'Ensino Medio Completo',
          institution: 'Colegio Estadual Thales de Azevedo',
          period: '2010',
        },
      ],
    },
  },
  {
    id: '08-tabela-docx',
    format: 'docx',
    body: `= Patrícia Gomes Ribeiro
E-mail || patricia.ribeiro@gmail.com
Telefone || (85) 99707-1122
Cidade || Fortaleza/CE
LinkedIn || https://www.linkedin.com/in/patriciagribeiro/
# Experiência Profissional
Coordenadora Financeira na Indústria Cearense de Calçados S/A (2019 – atual)
Analista Financeira na Contábil Nordeste Ltda. (2014 – 2019)
# Formação Acadêmica
MBA em Finanças Corporativas, Universidade de Fortaleza, 2018
Ciências Contábeis, Universidade Federal do Ceará, 2009 – 2013
# Habilidades
- Planejamento orçamentário
- Fluxo de caixa
- SAP FI`,
    expected: {
      name: 'Patrícia Gomes Ribeiro',
      email: 'patricia.ribeiro@gmail.com',
      phone: '(85) 99707-1122',
      city: 'Fortaleza',
      state: 'CE',
      linkedin: 'https://www.linkedin.com/in/patriciagribeiro',
      experience: [
        {
          company: 'Indústria Cearense de Calçados S/A',
          role: 'Coordenadora Financeira',
          period: '2019 – atual',
          current: true,
        },
        {
          company: 'Contábil Nordeste Ltda.',
          role: 'Analista Financeira',
          period: '2014 – 2019',
          current: false,
        },
      ],
      education: [
        { course: 'MBA em Finanças Corporativas', institution: 'Universidade de Fortaleza', period: '2018' },
        { course: 'Ciências Contábeis', institution: 'Universidade Federal do Ceará', period: '2009 – 2013' },
      ],
      skills: ['Planejamento orçamentário', 'Fluxo de caixa', 'SAP FI'],
    },
  },
  {
    id: '09-mecanico',
    format: 'pdf',
    body: `= RAIMUNDO NONATO CARVALHO
Brasileiro, casado, 42 anos
Rua Bom Jesus, 77 - Bairro Cohab - São Luís - MA - 65000-000
Telefones: (98) 98222-3344
# QUALIFICAÇÕES
Mecânico de manutenção industrial com experiência em máquinas pesadas.
# HISTÓRICO PROFISSIONAL
Vale Mineração S.A.
Mecânico de Manutenção II
Março de 2012 a Dezembro de 2022
Oficina Irmãos Pinheiro
Mecânico
Janeiro de 2005 a Fevereiro de 2012
# FORMAÇÃO
Técnico em Mecânica - Instituto Federal do Maranhão - 2004`,
    expected: {
      name: 'Raimundo Nonato Carvalho',
      phone: '(98) 98222-3344',
      city: 'São Luís',
      state: 'MA',
      cep: '65000-000',
      experience: [
        {
          company: 'Vale Mineração S.A.',
          role: 'Mecânico de Manutenção II',
          period: '03/2012 – 12/2022',
          current: false,
        },
        { company: 'Oficina Irmãos Pinheiro', role: 'Mecânico', period: '01/2005 – 02/2012', current: false },
      ],
      education: [
        { course: 'Técnico em Mecânica', institution: 'Instituto Federal do Maranhão', period: '2004' },
      ],
    },
  },
  {
    id: '10-marketing',
    format: 'docx',
    body: `= Camila Nascimento
Analista de Marketing Digital | Florianópolis, SC
camila.nascimento@gmail.com • (48) 99155-8899 • linkedin.com/in/camilanascimento
# Experiência
Agência Onda Criativa
Analista de Marketing Digital • 05/2021 – Atual
- Gestão de campanhas no Google Ads e Meta Ads.
Loja Virtual Bem Estar
Assistente de Marketing • 02/2019 – 04/2021
# Educação
Publicidade e Propaganda
Universidade do Sul de Santa Catarina • 2015 – 2018
# Idiomas
Inglês — fluente | Francês — básico
# Ferramentas
Google Analytics, RD Station, Canva, SEO`,
    expected: {
      name: 'Camila Nascimento',
      email: 'camila.nascimento@gmail.com',
      phone: '(48) 99155-8899',
      linkedin: 'https://www.linkedin.com/in/camilanascimento',
      city: 'Florianópolis',
      state: 'SC',
      experience: [
        {
          company: 'Agência Onda Criativa',
          role: 'Analista de Marketing Digital',
          period: '05/2021 – atual',
          current: true,
        },
        {
          company: 'Loja Virtual Bem Estar',
          role: 'Assistente de Marketing',
          period: '02/2019 – 04/2021',
          current: false,
        },
      ],
      education: [
        {
          course: 'Publicidade e Propaganda',
          institution: 'Universidade do Sul de Santa Catarina',
          period: '2015 – 2018',
        },
      ],
      languages: [
        { language: 'Inglês', level: 'fluente' },
        { language: 'Francês', level: 'básico' },
      ],
      skills: ['Google Analytics', 'RD Station', 'Canva', 'SEO'],
    },
  },
  {
    id: '11-primeiro-emprego',
    format: 'pdf',
    body: `= Bruna Letícia Costa
Idade: 18 anos
Endereço: Rua Tiradentes, 45, Jardim América, Goiânia-GO, 74000-100
Telefone: 62 9 8456-7788
Email: bruna.leticia.costa@gmail.com
# Objetivo
Primeiro emprego como auxiliar administrativa ou recepcionista.
# Escolaridade
Ensino Médio – Colégio Estadual Lyceu de Goiânia – concluído em 2024
# Cursos
Auxiliar Administrativo – SENAC – 2024 (60 horas)
Pacote Office – CEBRAC – 2023
# Habilidades
Comunicação, organização, trabalho em equipe, Word e Excel`,
    expected: {
      name: 'Bruna Letícia Costa',
      email: 'bruna.leticia.costa@gmail.com',
      phone: '(62) 98456-7788',
      city: 'Goiânia',
      state: 'GO',
      cep: '74000-100',
      education: [
        { course: 'Ensino Médio', institution: 'Colégio Estadual Lyceu de Goiânia', period: '2024' },
      ],
      skills: ['Comunicação', 'organização', 'trabalho em equipe', 'Word e Excel'],
    },
  },
  {
    id: '12-engenheira',
    format: 'docx',
    body: `= Engª Juliana Teixeira Brandão
CREA-MG 123456/D
Uberlândia – MG
(34) 99876-1234 | juliana.brandao@engenharia.com.br
# Experiência Profissional
Construtora Triângulo Engenharia Ltda. | Engenheira Civil | 2017 – Atual
Gestão de obras residenciais e comerciais.
Prefeitura Municipal de Uberlândia | Estagiária de Engenharia | 2015 – 2016
# Formação Acadêmica
Engenharia Civil | Universidade Federal de Uberlândia | 2011 – 2016
Especialização em Gerenciamento de Obras | Pontifícia Universidade Católica de Minas Gerais | 2019
# Idiomas
Inglês – avançado
# Competências Técnicas
AutoCAD, Revit, MS Project, Orçamento de obras`,
    expected: {
      name: 'Juliana Teixeira Brandão',
      email: 'juliana.brandao@engenharia.com.br',
      phone: '(34) 99876-1234',
      city: 'Uberlândia',
      state: 'MG',
      experience: [
        {
          company: 'Construtora Triângulo Engenharia Ltda.',
          role: 'Engenheira Civil',
          period: '2017 – atual',
          current: true,
        },
        {
          company: 'Prefeitura Municipal de Uberlândia',
          role: 'Estagiária de Engenharia',
          period: '2015 – 2016',
          current: false,
        },
      ],
      education: [
        {
          course: 'Engenharia Civil',
          institution: 'Universidade Federal de Uberlândia',
          period: '2011 – 2016',
        },
        {
          course: 'Especialização em Gerenciamento de Obras',
          institution: 'Pontifícia Universidade Católica de Minas Gerais',
          period: '2019',
        },
      ],
      languages: [{ language: 'Inglês', level: 'avançado' }],
      skills: ['AutoCAD', 'Revit', 'MS Project', 'Orçamento de obras'],
    },
  },
  {
    id: '13-vendedor',
    format: 'pdf',
    body: `= André Luiz Ramos
andre.ramos.vendas@gmail.com
WhatsApp: +55 (81) 99321-6543
Recife/PE
# Resumo
Vendedor com foco em resultados e atendimento consultivo.
# Experiência Profissional
Magazine Nordeste – Vendedor Externo
Setembro/2018 – Atual
Concessionária Recife Motors – Consultor de Vendas
Janeiro/2014 – Agosto/2018
# Formação
Tecnólogo em Gestão Comercial – Faculdade Joaquim Nabuco – 2012 – 2014
# Idiomas
Espanhol intermediário`,
    expected: {
      name: 'André Luiz Ramos',
      email: 'andre.ramos.vendas@gmail.com',
      phone: '(81) 99321-6543',
      city: 'Recife',
      state: 'PE',
      experience: [
        { company: 'Magazine Nordeste', role: 'Vendedor Externo', period: '09/2018 – atual', current: true },
        {
          company: 'Concessionária Recife Motors',
          role: 'Consultor de Vendas',
          period: '01/2014 – 08/2018',
          current: false,
        },
      ],
      education: [
        {
          course: 'Tecnólogo em Gestão Comercial',
          institution: 'Faculdade Joaquim Nabuco',
          period: '2012 – 2014',
        },
      ],
      languages: [{ language: 'Espanhol', level: 'intermediário' }],
    },
  },
  {
    id: '14-ti-infra',
    format: 'docx',
    body: `= Rodrigo Alves Pereira
rodrigo.pereira@protonmail.com
(61) 98123-9876
Brasília – DF
github.com/rodrigoapereira | linkedin.com/in/rodrigo-alves-pereira-123
# Experiência Profissional
Analista de Infraestrutura Sênior
Ministério da Economia (terceirizado por Global Serviços de TI Ltda.)
jul/2019 – atual
Técnico de Suporte
Rede Candango de Farmácias
fev/2015 – jun/2019
# Formação Acadêmica
Redes de Computadores (Tecnólogo)
Centro Universitário de Brasília
2012 – 2014
# Certificações
AWS Solutions Architect Associate; CCNA
# Idiomas
Inglês - avançado; Espanhol - básico
# Competências
Linux, AWS, Kubernetes, Terraform, Zabbix`,
    expected: {
      name: 'Rodrigo Alves Pereira',
      email: 'rodrigo.pereira@protonmail.com',
      phone: '(61) 98123-9876',
      linkedin: 'https://www.linkedin.com/in/rodrigo-alves-pereira-123',
      city: 'Brasília',
      state: 'DF',
      experience: [
        {
          company: 'Ministério da Economia (terceirizado por Global Serviços de TI Ltda.)',
          role: 'Analista de Infraestrutura Sênior',
          period: '07/2019 – atual',
          current: true,
        },
        {
          company: 'Rede Candango de Farmácias',
          role: 'Técnico de Suporte',
          period: '02/2015 – 06/2019',
          current: false,
        },
      ],
      education: [
        {
          course: 'Redes de Computadores (Tecnólogo)',
          institution: 'Centro Universitário de Brasília',
          period: '2012 – 2014',
        },
      ],
      languages: [
        { language: 'Inglês', level: 'avançado' },
        { language: 'Espanhol', level: 'básico' },
      ],
      skills: ['Linux', 'AWS', 'Kubernetes', 'Terraform', 'Zabbix'],
    },
  },
  {
    id: '15-limpeza',
    format: 'pdf',
    body: `= Sebastiana Francisca de Jesus
Rua Um, 10 – Manaus – AM
Recado: (92) 3611-2020
Celular: (92) 99188-7766
# Experiências
Auxiliar de Limpeza – Condomínio Parque das Águas – 2016 a 2023
Diarista – Residências particulares – 2010 a 2016
# Escolaridade
Ensino Fundamental Incompleto`,
    expected: {
      name: 'Sebastiana Francisca de Jesus',
      phone: '(92) 99188-7766',
      city: 'Manaus',
      state: 'AM',
      experience: [
        {
          company: 'Condomínio Parque das Águas',
          role: 'Auxiliar de Limpeza',
          period: '2016 – 2023',
          current: false,
        },
        { company: 'Residências particulares', role: 'Diarista', period: '2010 – 2016', current: false },
      ],
      education: [{ course: 'Ensino Fundamental Incompleto', institution: null, period: null }],
    },
  },
  {
    id: '16-academico',
    format: 'docx',
    body: `= Dra. Inês Magalhães Simões
Currículo Lattes: http://lattes.cnpq.br/1234567890123456
Campinas, São Paulo
ines.simoes@unicamp.br | (19) 3521-0000
# Formação Acadêmica
Doutorado em Química – Universidade Estadual de Campinas – 2010 – 2014
Mestrado em Química – Universidade Federal de São Carlos – 2008 – 2010
Bacharelado em Química – Universidade Federal de São Carlos – 2004 – 2007
# Experiência Profissional
Professora Associada – Universidade Estadual de Campinas – 2015 – atual
# Idiomas
Inglês: fluente; Alemão: intermediário`,
    expected: {
      name: 'Inês Magalhães Simões',
      email: 'ines.simoes@unicamp.br',
      phone: '(19) 3521-0000',
      city: 'Campinas',
      state: 'SP',
      education: [
        {
          course: 'Doutorado em Química',
          institution: 'Universidade Estadual de Campinas',
          period: '2010 – 2014',
        },
        {
          course: 'Mestrado em Química',
          institution: 'Universidade Federal de São Carlos',
          period: '2008 – 2010',
        },
        {
          course: 'Bacharelado em Química',
          institution: 'Universidade Federal de São Carlos',
          period: '2004 – 2007',
        },
      ],
      experience: [
        {
          company: 'Universidade Estadual de Campinas',
          role: 'Professora Associada',
          period: '2015 – atual',
          current: true,
        },
      ],
      languages: [
        { language: 'Inglês', level: 'fluente' },
        { language: 'Alemão', level: 'intermediário' },
      ],
    },
  },
  {
    id: '17-logistica-cpf',
    format: 'pdf',
    body: `= Marcos Vinícius Teixeira
CPF: 111.444.777-35
Rua Harmonia, 300 – Vila Madalena – São Paulo/SP – CEP 05435-000
(11) 97777-1234 – marcos.teixeira@gmail.com
# Experiência Profissional
Operador de Empilhadeira
Armazéns Gerais Paulista Ltda. | 10/2020 – atual
Auxiliar de Logística
Transportes Rodomar | 05/2017 – 09/2020
# Formação
Técnico em Logística – ETEC Guaracy Silveira – 2016 – 2017
# Cursos
NR-11 Operador de Empilhadeira – 2020`,
    expected: {
      name: 'Marcos Vinícius Teixeira',
      cpf: '111.444.777-35',
      email: 'marcos.teixeira@gmail.com',
      phone: '(11) 97777-1234',
      city: 'São Paulo',
      state: 'SP',
      cep: '05435-000',
      experience: [
        {
          company: 'Armazéns Gerais Paulista Ltda.',
          role: 'Operador de Empilhadeira',
          period: '10/2020 – atual',
          current: true,
        },
        {
          company: 'Transportes Rodomar',
          role: 'Auxiliar de Logística',
          period: '05/2017 – 09/2020',
          current: false,
        },
      ],
      education: [
        { course: 'Técnico em Logística', institution: 'ETEC Guaracy Silveira', period: '2016 – 2017' },
      ],
    },
  },
  {
    id: '18-moderno-docx',
    format: 'docx',
    body: `= Thaís Cardoso Moreira
UX Designer
thais.moreira.ux@gmail.com || 11 96543-2109
São Paulo || linkedin.com/in/thaiscmoreira
# Sobre mim
Designer de experiência com foco em pesquisa com usuários.
# Experiência profissional
Nubank — Product Designer — 2022 – o momento
iFood — UX Designer — 2019 – 2022
Agência Pixel — Designer Gráfico — 2016 – 2019
# Formação acadêmica
Design Gráfico — Centro Universitário Belas Artes de São Paulo — 2012 – 2015
# Idiomas
Inglês — avançado
# Habilidades
Figma • Pesquisa com usuários • Prototipação • Design System`,
    expected: {
      name: 'Thaís Cardoso Moreira',
      email: 'thais.moreira.ux@gmail.com',
      phone: '(11) 96543-2109',
      linkedin: 'https://www.linkedin.com/in/thaiscmoreira',
      city: 'São Paulo',
      state: 'SP',
      experience: [
        { company: 'Nubank', role: 'Product Designer', period: '2022 – atual', current: true },
        { company: 'iFood', role: 'UX Designer', period: '2019 – 2022', current: false },
        { company: 'Agência Pixel', role: 'Designer Gráfico', period: '2016 – 2019', current: false },
      ],
      education: [
        {
          course: 'Design Gráfico',
          institution: 'Centro Universitário Belas Artes de São Paulo',
          period: '2012 – 2015',
        },
      ],
      languages: [{ language: 'Inglês', level: 'avançado' }],
      skills: ['Figma', 'Pesquisa com usuários', 'Prototipação', 'Design System'],
    },
  },
  {
    id: '19-seguranca-trabalho',
    format: 'pdf',
    body: `= Francisco de Assis Barbosa
Técnico em Segurança do Trabalho – Registro MTE 12345
Natal – RN | CEP: 59010-000
Cel.: 84 98877-6655
E-mail: fassis.barbosa@gmail.com
# Experiência Profissional
01/2018 a 12/2023 – Petróleo Potiguar S.A.
Cargo: Técnico de Segurança do Trabalho
06/2014 a 12/2017 – Construtora Dunas Ltda.
Cargo: Auxiliar Técnico de Segurança
# Formação Acadêmica
Técnico em Segurança do Trabalho – Instituto Federal do Rio Grande do Norte – 2012 – 2013
# Cursos
NR-10, NR-33, NR-35`,
    expected: {
      name: 'Francisco de Assis Barbosa',
      email: 'fassis.barbosa@gmail.com',
      phone: '(84) 98877-6655',
      city: 'Natal',
      state: 'RN',
      cep: '59010-000',
      experience: [
        {
          company: 'Petróleo Potiguar S.A.',
          role: 'Técnico de Segurança do Trabalho',
          period: '01/2018 – 12/2023',
          current: false,
        },
        {
          company: 'Construtora Dunas Ltda.',
          role: 'Auxiliar Técnico de Segurança',
          period: '06/2014 – 12/2017',
          current: false,
        },
      ],
      education: [
        {
          course: 'Técnico em Segurança do Trabalho',
          institution: 'Instituto Federal do Rio Grande do Norte',
          period: '2012 – 2013',
        },
      ],
    },
  },
  {
    id: '20-faturista',
    format: 'docx',
    body: `= Adriana Soares
Faturista
Endereço: Rua XV de Novembro, 900 – Joinville/SC – 89201-600
Telefone: (47) 98456-1200 – E-mail: adriana.soares@gmail.com
# EXPERIÊNCIAS PROFISSIONAIS
TUPY S.A.
Faturista
(set/2017 – atual)
Emissão de notas fiscais e conferência de pedidos.
AUTO PEÇAS JOINVILLE LTDA
Assistente de Faturamento
(mar/2013 – ago/2017)
# FORMAÇÃO ACADÊMICA
Superior Completo em Administração – Universidade da Região de Joinville – 2012
# INFORMÁTICA
Excel avançado, SAP, TOTVS Protheus`,
    expected: {
      name: 'Adriana Soares',
      email: 'adriana.soares@gmail.com',
      phone: '(47) 98456-1200',
      city: 'Joinville',
      state: 'SC',
      cep: '89201-600',
      experience: [
        { company: 'TUPY S.A.', role: 'Faturista', period: '09/2017 – atual', current: true },
        {
          company: 'AUTO PEÇAS JOINVILLE LTDA',
          role: 'Assistente de Faturamento',
          period: '03/2013 – 08/2017',
          current: false,
        },
      ],
      education: [
        {
          course: 'Superior Completo em Administração',
          institution: 'Universidade da Região de Joinville',
          period: '2012',
        },
      ],
      skills: ['Excel avançado', 'SAP', 'TOTVS Protheus'],
    },
  },
  {
    id: '21-cozinheiro',
    format: 'pdf',
    body: `= Paulo Henrique Santana
Cozinheiro
Vitória/ES – (27) 99912-3456 – paulohsantana@gmail.com
# Experiência
Restaurante Sabor Capixaba | Cozinheiro | 2019 – atualmente
Hotel Praia Azul | Auxiliar de Cozinha | 2015 – 2019
# Formação
Gastronomia (Tecnólogo) | Faculdade Novo Milênio | 2013 – 2015
# Idiomas
Inglês básico`,
    expected: {
      name: 'Paulo Henrique Santana',
      email: 'paulohsantana@gmail.com',
      phone: '(27) 99912-3456',
      city: 'Vitória',
      state: 'ES',
      experience: [
        { company: 'Restaurante Sabor Capixaba', role: 'Cozinheiro', period: '2019 – atual', current: true },
        { company: 'Hotel Praia Azul', role: 'Auxiliar de Cozinha', period: '2015 – 2019', current: false },
      ],
      education: [
        { course: 'Gastronomia (Tecnólogo)', institution: 'Faculdade Novo Milênio', period: '2013 – 2015' },
      ],
      languages: [{ language: 'Inglês', level: 'básico' }],
    },
  },
  {
    id: '22-secretaria-colunas',
    format: 'pdf',
    body: `= Luciana Dias Freitas
Secretária Executiva
Dados Pessoais || Contato
Nascida em 12/05/1988 || luciana.freitas@terra.com.br
Cuiabá – MT || (65) 99234-5678
# Experiência Profissional
Secretária Executiva – Agropecuária Centro-Oeste S.A. – 2015 – atual
Recepcionista – Clínica Odontológica Sorriso – 2010 – 2015
# Formação Acadêmica
Secretariado Executivo – Universidade Federal de Mato Grosso – 2006 – 2009
# Idiomas
Inglês – intermediário; Espanhol – avançado
# Habilidades
Gestão de agenda, Redação empresarial, Atendimento ao cliente`,
    expected: {
      name: 'Luciana Dias Freitas',
      email: 'luciana.freitas@terra.com.br',
      phone: '(65) 99234-5678',
      city: 'Cuiabá',
      state: 'MT',
      experience: [
        {
          company: 'Agropecuária Centro-Oeste S.A.',
          role: 'Secretária Executiva',
          period: '2015 – atual',
          current: true,
        },
        {
          company: 'Clínica Odontológica Sorriso',
          role: 'Recepcionista',
          period: '2010 – 2015',
          current: false,
        },
      ],
      education: [
        {
          course: 'Secretariado Executivo',
          institution: 'Universidade Federal de Mato Grosso',
          period: '2006 – 2009',
        },
      ],
      languages: [
        { language: 'Inglês', level: 'intermediário' },
        { language: 'Espanhol', level: 'avançado' },
      ],
      skills: ['Gestão de agenda', 'Redação empresarial', 'Atendimento ao cliente'],
    },
  },
]
