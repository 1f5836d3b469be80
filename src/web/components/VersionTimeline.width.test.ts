import { LIMITS } from '@/shared/limits';
import { timelineItemWidth, visibleTimelineItems } from './VersionTimeline';

describe('the version timeline by the window (SPEC §2.10)', () => {
  it('counts 1 item below 700 px and 3.5 from 1024 px of window', () => {
    expect(visibleTimelineItems(390)).toBe(LIMITS.timelineItemsNarrow);
    expect(visibleTimelineItems(1024)).toBe(LIMITS.timelineItemsWide);
    expect(visibleTimelineItems(1366)).toBe(LIMITS.timelineItemsWide);
  });
  it('gives items 205 px when the box holds them, and shares a smaller box among the visible items', () => {
    expect(timelineItemWidth(1000, 3.5)).toBe(LIMITS.timelineItemWidthPx);
    expect(timelineItemWidth(630, 3.5)).toBe(180);
    expect(timelineItemWidth(300, 1)).toBe(LIMITS.timelineItemWidthPx);
    expect(timelineItemWidth(0, 3.5)).toBe(LIMITS.timelineItemWidthPx);
  });
});
