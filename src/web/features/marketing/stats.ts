/** The marketing claims of the spec (section 1), shown on the home and about pages. */
export const MARKETING_STATS = [
  { value: '50%', label: 'menos tempo de triagem, em média' },
  { value: '93%', label: 'dos clientes relatam economia de tempo' },
  { value: '78%', label: 'relatam candidatos de melhor qualidade' },
  { value: '3,5x', label: 'mais currículos organizados' },
] as const
