// Apart from applications.pdf.ts so the web process names the download without loading pdfkit
// (the PDF itself is rendered in a worker thread): pdfkit costs ~0.25 s of start-up.

/** "candidatura-joao-da-silva.pdf" */
export function pdfFileName(name: string | null): string {
  const slug = (name ?? 'candidatura')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  return `candidatura-${slug || 'sem-nome'}.pdf`
}
