/** Portuguese texts of the home search's results and history (features/home), loaded with them, not with the first screen. */
export const homePt = {
  'home.results.title': 'Resultados',
  'home.results.kind': 'Tipo',
  'home.results.organization': 'Entidade',
  'home.results.empty': 'Nenhum registo corresponde à pesquisa.',
  'home.history.title': 'Histórico',
  'home.history.empty': 'Ainda não existe histórico de pesquisas.',
  'home.history.guest': 'O histórico de pesquisas fica disponível depois de iniciar sessão.',
  'home.history.rerun': 'Pesquisar novamente',
  'home.history.rerunLabel': 'Pesquisar novamente: {0}',
  'home.history.anyKind': 'todos os tipos',
} as const;
