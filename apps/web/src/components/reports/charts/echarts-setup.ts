/**
 * ECharts as the reports use it: line and bar charts, their grid, legend, tooltip and aria, drawn as
 * SVG. Only this module imports echarts, and only report screens load it (through `loadChartEngine`),
 * so the console's first load carries none of it.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export { init };
