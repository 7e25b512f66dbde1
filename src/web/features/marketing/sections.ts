/** The anchored sections of the home page, in page order, with their nav labels. */
export const HOME_SECTIONS = [
  { id: 'features', label: 'Recursos' },
  { id: 'pricing', label: 'Preços' },
  { id: 'testimonials', label: 'Depoimentos' },
  { id: 'how-it-works', label: 'Como Funciona' },
] as const

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id']
