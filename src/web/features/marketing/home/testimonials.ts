/** Customer testimonials of the home page (static marketing content, spec section 3). */
export type Testimonial = {
  content: string
  author: string
  role: string
  company: string
  initials: string
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    content:
      'Recebíamos currículos por e-mail, WhatsApp e papel. Com o formulário do Talentos tudo chega no mesmo lugar e a triagem caiu pela metade.',
    author: 'Carla Mendes',
    role: 'Gerente de RH',
    company: 'Distribuidora Horizonte',
    initials: 'CM',
    rating: 5,
  },
  {
    content:
      'Os filtros por experiência e formação mudaram nosso dia a dia. Em poucos cliques chego aos candidatos que realmente fazem sentido para a vaga.',
    author: 'Thiago Ribeiro',
    role: 'Recrutador',
    company: 'Grupo Vale Verde',
    initials: 'TR',
    rating: 5,
  },
  {
    content:
      'Somos uma equipe pequena e não tínhamos tempo para sistemas complicados. Em uma tarde o formulário estava no ar com a nossa cara.',
    author: 'Fernanda Oliveira',
    role: 'Sócia-diretora',
    company: 'Oliveira Contabilidade',
    initials: 'FO',
    rating: 5,
  },
  {
    content:
      'Aprovar, deixar pendente ou reprovar com um clique deixou o processo transparente para os gestores. Ninguém mais pergunta em que pé está a vaga.',
    author: 'Lucas Martins',
    role: 'Coordenador de Pessoas',
    company: 'Metalúrgica Santa Rita',
    initials: 'LM',
    rating: 4,
  },
  {
    content:
      'Contratamos 40 pessoas para a safra em três semanas. Sem o Talentos teríamos nos perdido no volume de candidaturas.',
    author: 'Patrícia Gomes',
    role: 'Analista de Recrutamento',
    company: 'Agro Cerrado',
    initials: 'PG',
    rating: 5,
  },
  {
    content:
      'A segurança dos dados dos candidatos era uma preocupação por causa da LGPD. Hoje temos tudo organizado e protegido em um só lugar.',
    author: 'Rodrigo Almeida',
    role: 'Diretor Administrativo',
    company: 'Clínica Bem Viver',
    initials: 'RA',
    rating: 5,
  },
]
