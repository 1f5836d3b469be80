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
  // Issue 29 §12, §16 (helper "layout"): the lists' folded filters and the records their state filter hides.
  'layout.filters': 'Filtros',
  'layout.filtersActive': 'Filtros ({0} ativos)',
  'layout.filtersActiveOne': 'Filtros (1 ativo)',
  'layout.hiddenByState': 'Há {0} registos noutros estados que o filtro Estado esconde.',
  'layout.hiddenByStateOne': 'Há 1 registo noutro estado que o filtro Estado esconde.',
  'layout.hiddenByStateMore': 'Há mais de {0} registos noutros estados que o filtro Estado esconde.',
  'layout.showAllStates': 'Mostrar todos os estados',
} as const;
