import { TICK_GAP_PX } from '../category-ticks';
import { timeTickLayout } from '../time-ticks';

/** A month or day label at 12 px ("ม.ค. 69", "28 Nov"): about 48 px wide. */
const LABEL_PX = 48;
/** The plot of a full-width trend chart on a 390 px phone (page padding, value axis, margins taken off). */
const PHONE_PLOT = 300;
/** The same on a 1366 px laptop (the navigation drawer beside it). */
const LAPTOP_PLOT = 1100;

describe('timeTickLayout', () => {
  it.each([
    ['12 months on a phone: every 3rd', PHONE_PLOT, 12, 2],
    ['24 months on a phone: every 5th', PHONE_PLOT, 24, 4],
    ['52 weeks on a phone: every 10th', PHONE_PLOT, 52, 9],
    ['365 days on a phone: every 66th', PHONE_PLOT, 365, 65],
    ['12 months on a laptop: every one', LAPTOP_PLOT, 12, 0],
    ['24 months on a laptop: every 2nd', LAPTOP_PLOT, 24, 1],
    ['52 weeks on a laptop: every 3rd', LAPTOP_PLOT, 52, 2],
    ['365 days on a laptop: every 18th', LAPTOP_PLOT, 365, 17],
    ['one point', PHONE_PLOT, 1, 0],
    ['no points', PHONE_PLOT, 0, 0],
    ['no width yet (not measured)', 0, 12, 0],
  ])('%s', (_case, plotWidth, count, interval) => {
    expect(timeTickLayout({ plotWidth, labelWidths: Array(count).fill(LABEL_PX) })).toEqual({ interval });
  });

  it('thins by the widest label', () => {
    expect(timeTickLayout({ plotWidth: PHONE_PLOT, labelWidths: [30, 30, 30, 120, 30, 30] })).toEqual({ interval: 2 });
  });

  it('keeps shown labels the widest label and the gap apart, and shows as many as fit, for every width and count', () => {
    for (const plotWidth of [120, PHONE_PLOT, 640, LAPTOP_PLOT]) {
      for (let count = 1; count <= 400; count++) {
        const { interval } = timeTickLayout({ plotWidth, labelWidths: Array(count).fill(LABEL_PX) });
        const share = plotWidth / count;
        expect(share * (interval + 1)).toBeGreaterThanOrEqual(LABEL_PX + TICK_GAP_PX);
        // One fewer skipped would no longer fit: no needless thinning.
        if (interval > 0) expect(share * interval).toBeLessThan(LABEL_PX + TICK_GAP_PX);
      }
    }
  });
});
