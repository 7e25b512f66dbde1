/** Toasts of the settings screen, as the spec's section 8 words them. */
export const SETTINGS_TOASTS = {
  copied: { title: 'URL copiado!', description: 'O link foi copiado para a área de transferência.' },
  copyFailed: { title: 'Erro', description: 'Não foi possível copiar o URL.' },
  loadFailed: { title: 'Erro', description: 'Não foi possível carregar o URL do formulário.' },
  slugSaved: { title: 'URL atualizado!', description: 'O link do formulário foi personalizado com sucesso.' },
  slugSaveFailed: { title: 'Erro', description: 'Não foi possível salvar o URL personalizado.' },
  companySaved: { title: 'Dados salvos', description: 'Informações da empresa atualizadas com sucesso.' },
  companySaveFailed: { title: 'Erro', description: 'Não foi possível atualizar as informações da empresa.' },
} as const
