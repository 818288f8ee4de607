import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatSiteTime } from '@client/components/site-time-format';
import { colourSchemes, sharedTokens } from '@shared/design/theme';
import { timeRange, timeTicks, type ScorePoint } from '../score-points';
import styles from './score-trend.module.css';

const EMPTY = { __html: '' };

/** The site's colours (shared/design/theme.ts) in the mode the page shows now: read when drawing. */
function palette() {
  const colours = colourSchemes[document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light'];
  return {
    text: colours.textTertiary,
    grid: colours.divider,
    line: colours.primary,
    surface: colours.surface,
    pass: colours.warningText,
    fail: colours.errorText,
    ok: colours.successText,
    font: `12px ${sharedTokens.fontSans}`,
  };
}

/**
 * Scores over time with the pass line: uPlot on a canvas, sized to its box and redrawn when the
 * box or the colour mode changes. Loaded only by the history page, after hydration (see ScoreTrend).
 */
export function ScoreChart({ points, passScore, totalScore }: { points: readonly ScorePoint[]; passScore: number; totalScore: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | null = null;
    const xs = points.map((point) => Math.round(point.time / 1000));
    const [from, to] = timeRange(xs);
    const ticksFor = (self: uPlot) => timeTicks(from, to, Math.max(2, Math.floor(self.bbox.width / uPlot.pxRatio / 84)));
    const size = () => ({ width: Math.max(200, element.clientWidth), height: Math.max(120, element.clientHeight) });
    const draw = () => {
      plot?.destroy();
      const colors = palette();
      const options: uPlot.Options = {
        ...size(),
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 10 } },
        padding: [12, 16, 0, 4],
        scales: {
          // Plain seconds: the ticks are Beijing's round times, picked here rather than by the browser's zone.
          x: { time: false, range: () => [from, to] },
          y: { range: [0, totalScore] },
        },
        axes: [
          {
            stroke: colors.text,
            font: colors.font,
            grid: { show: false },
            ticks: { stroke: colors.grid, size: 4 },
            splits: (self) => ticksFor(self).ticks,
            values: (self, splits) => {
              const { pattern } = ticksFor(self);
              return splits.map((split) => formatSiteTime(split * 1000, pattern));
            },
          },
          { stroke: colors.text, font: colors.font, grid: { stroke: colors.grid, width: 1 }, ticks: { show: false }, size: 40, space: 36 },
        ],
        series: [
          {},
          {
            label: '得分',
            stroke: colors.line,
            width: 2,
            points: { show: true, size: 9, width: 2, stroke: colors.line, fill: colors.surface },
          },
        ],
        hooks: {
          // The pass line across the whole plot, labelled at its right end.
          draw: [
            (self) => {
              const { ctx } = self;
              const y = Math.round(self.valToPos(passScore, 'y', true)) + 0.5;
              const left = self.bbox.left;
              const right = self.bbox.left + self.bbox.width;
              ctx.save();
              ctx.strokeStyle = colors.pass;
              ctx.lineWidth = uPlot.pxRatio * 1.5;
              ctx.setLineDash([6 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
              ctx.beginPath();
              ctx.moveTo(left, y);
              ctx.lineTo(right, y);
              ctx.stroke();
              ctx.setLineDash([]);
              ctx.fillStyle = colors.pass;
              ctx.font = `${12 * uPlot.pxRatio}px ${colors.font.replace(/^12px /, '')}`;
              ctx.textAlign = 'right';
              ctx.textBaseline = 'bottom';
              ctx.fillText(`及格线 ${passScore}`, right - 4 * uPlot.pxRatio, y - 4 * uPlot.pxRatio);
              ctx.restore();
            },
          ],
        },
      };
      plot = new uPlot(options, [xs, points.map((point) => point.score)], element);
    };
    draw();
    const resize = new ResizeObserver(() => plot?.setSize(size()));
    resize.observe(element);
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      plot?.destroy();
    };
  }, [points, passScore, totalScore]);
  // The canvas and its layers are uPlot's, not React's: an empty raw-HTML box tells React (and the
  // tests' hydration check) not to own what uPlot puts inside.
  return <div ref={box} className={styles.plot} data-testid="score-chart" dangerouslySetInnerHTML={EMPTY} />;
}
