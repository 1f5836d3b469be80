/**
 * Portuguese texts of the reports page (features/reports), loaded with the pages' texts, not with the
 * first screen. The reports' titles and column titles are not here: they live with the reports'
 * contract (src/shared/reports.ts), shared with the exported files.
 */
export const reportsPt = {
  'reports.title': 'Relatórios',
  'reports.intro': 'Escolha um relatório, a entidade e o dia a que se refere, e execute-o. O resultado pode ser exportado e impresso.',
  'reports.list': 'Relatórios disponíveis',
  'reports.filters': 'Filtros do relatório',
  'reports.organization': 'Entidade',
  'reports.organizationHelp': 'Sem entidade, o relatório abrange tudo o que os seus perfis permitem ver.',
  'reports.date': 'Data',
  'reports.run': 'Executar',
  'reports.exportXlsx': 'Exportar xlsx',
  'reports.exportCsv': 'Exportar CSV',
  'reports.print': 'Imprimir',
  'reports.exporting': 'A exportar…',
  'reports.notRun': 'Escolha os filtros e carregue em «Executar» para ver o relatório.',
  'reports.empty': 'O relatório não tem linhas para estes filtros.',
  'reports.allEntities': 'Todas as entidades',
  'reports.summary': 'Entidade: {0} · Data: {1}',
  'reports.chart': 'Gráfico: {0}',
  'reports.chartDescription': 'Gráfico de {0} sobre {1} valores; os dados estão na tabela que o acompanha.',
  'reports.chartData': 'Dados do gráfico: {0}',
  'reports.chartLabel': 'Designação',
  'reports.chartValue': 'Número',
  'reports.chartBar': 'barras',
  'reports.chartPie': 'setores',
  'reports.opensNewTab': '{0} (abre num novo separador)',
} as const;
