/** The public form's toasts, worded as the spec words them. */
export const PUBLIC_FORM_TOASTS = {
  mandatory: {
    title: 'Campos obrigatórios',
    description: 'Por favor, preencha todos os campos obrigatórios.',
  },
  invalid: {
    title: 'Campos inválidos',
    description: 'Alguns campos estão inválidos. Verifique e tente novamente.',
  },
  submitFailed: {
    title: 'Erro',
    description: 'Ocorreu um erro ao enviar o formulário. Por favor, tente novamente.',
  },
} as const
