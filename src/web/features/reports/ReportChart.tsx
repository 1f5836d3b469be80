import { useId } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReportChart as ReportChartData, ReportColumn } from '@/shared/reports';
import { formatCount } from '@/web/components/DataTable/footerText';
import { useBoxWidth } from '@/web/components/useBoxWidth';
import { visuallyHidden } from '@/web/components/visuallyHidden';
import { useLanguage, useT } from '@/web/i18n/useT';
import { cutLabel, pieLegendLabel } from './chartText';

export interface ReportChartProps {
  chart: ReportChartData;
  /** The report's title: the chart's caption says which report it draws. */
  title: string;
  /** The report's columns: a series named after a column takes its title. */
  columns: readonly ReportColumn[];
}

const BAR_ROW_PX = 28;
/** The bar chart's label axis: 220 px on a wide screen, never more than this share of the chart's width (a phone's 330 px kept ~50 px for the bars). */
const LABEL_AXIS_PX = 220;
const LABEL_AXIS_SHARE = 0.4;
/** About how many pixels a character of an axis label takes (12 px text). */
const LABEL_CHAR_PX = 7;
/** Below this width the pie's legend goes under the pie, not beside it (beside, it squeezed the pie to a dot). */
const PIE_LEGEND_BESIDE_PX = 560;


/**
 * A report's chart (MUI X Charts): bars per label, or a pie of shares, in a figure whose caption names
 * it (not the chart's own title: MUI X Charts puts it in an aria-label on a role-less element, which
 * axe refuses); a visually hidden description and table carry the same figures for assistive technology. Animations are off: the chart prints as drawn.
 */
export function ReportChart({ chart, title, columns }: ReportChartProps) {
  const t = useT();
  const language = useLanguage();
  const captionId = useId();
  const theme = useTheme();
  // The app's colours (the brand's blue and gold, then the light blue), not MUI X Charts' own palette.
  const colors = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.primary.light, theme.palette.text.secondary];
  const seriesLabel = (key: string) => columns.find((c) => c.key === key)?.title[language] ?? t('reports.chartValue');
  const caption = t('reports.chart', title);
  const desc = t('reports.chartDescription', t(chart.type === 'pie' ? 'reports.chartPie' : 'reports.chartBar'), chart.labels.length);
  const valueFormatter = (value: number | null) => (value === null ? '' : formatCount(language, value));
  const [boxRef, boxWidth] = useBoxWidth<HTMLDivElement>();
  const labelAxis = boxWidth > 0 ? Math.min(LABEL_AXIS_PX, Math.round(boxWidth * LABEL_AXIS_SHARE)) : LABEL_AXIS_PX;
  const pieValues = chart.series[0]?.values ?? [];
  const pieTotal = pieValues.reduce((sum, v) => sum + v, 0);
  const legendBeside = boxWidth === 0 || boxWidth >= PIE_LEGEND_BESIDE_PX;

  return (
    <Paper variant="outlined" component="figure" aria-labelledby={captionId} sx={{ m: 0, p: 2 }} data-report-chart={chart.type}>
      <Typography id={captionId} component="figcaption" variant="h3" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      {/* The drawing is for the eye; assistive technology has the caption, the description and the table below. */}
      <Box ref={boxRef} sx={{ width: '100%' }}>
      {chart.type === 'pie' ? (
        <PieChart
          // Under the pie the legend takes a line per share; the pie keeps its 300 px.
          height={legendBeside ? 300 : 300 + chart.labels.length * 28}
          colors={colors}
          skipAnimation
          // Each legend entry says its count and share: the slices alone showed no values (issue 29 §17).
          slotProps={{ legend: { direction: 'vertical', position: legendBeside ? { vertical: 'middle', horizontal: 'end' } : { vertical: 'bottom', horizontal: 'center' } } }}
          series={[
            {
              data: chart.labels.map((label, i) => ({ id: i, label: pieLegendLabel(label, pieValues[i] ?? 0, pieTotal, language), value: pieValues[i] ?? 0 })),
              valueFormatter: (item) => valueFormatter(item.value),
              innerRadius: 40,
              paddingAngle: 1,
              highlightScope: { fade: 'global', highlight: 'item' },
            },
          ]}
        />
      ) : (
        <BarChart
          layout="horizontal"
          height={Math.min(Math.max(200, 80 + chart.labels.length * BAR_ROW_PX * Math.max(1, chart.series.length * 0.7)), 1400)}
          skipAnimation
          // On a phone the labels take at most LABEL_AXIS_SHARE of the width, cut to fit; the tooltip keeps them whole.
          yAxis={[
            {
              scaleType: 'band',
              data: chart.labels,
              width: labelAxis,
              valueFormatter: (label: string, context) => (context.location === 'tick' ? cutLabel(label, Math.floor((labelAxis - 12) / LABEL_CHAR_PX)) : label),
            },
          ]}
          xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => formatCount(language, value) }]}
          colors={colors}
          series={chart.series.map((s) => ({ id: s.key, label: seriesLabel(s.key), data: s.values, valueFormatter }))}
          hideLegend={chart.series.length < 2}
          grid={{ vertical: true }}
        />
      )}
      </Box>
      <Typography sx={visuallyHidden}>{desc}</Typography>
      <Box sx={visuallyHidden}>
        <Table size="small">
          <caption>{t('reports.chartData', title)}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('reports.chartLabel')}
              </TableCell>
              {chart.series.map((s) => (
                <TableCell key={s.key} component="th" scope="col">
                  {seriesLabel(s.key)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {chart.labels.map((label, i) => (
              <TableRow key={`${i}-${label}`}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {chart.series.map((s) => (
                  <TableCell key={s.key}>{valueFormatter(s.values[i] ?? null)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
