/**
 * Stands in for `@emotion/sheet` in the jsdom tests (jest.config.ts maps it here): MUI's styles are
 * computed as usual but never written into the test document.
 *
 * Why: in development Emotion writes one <style> element per rule, a large form writes thousands, and
 * jsdom answers every getComputedStyle (Testing Library's accessible-name and hidden checks, user-event's
 * pointer-events check, Popper) by matching every rule of every sheet: that was about a third of the web
 * suite's time. What is lost is little: jsdom ignores the media queries MUI's responsive rules use and
 * does no layout, so its answer about CSS was never what a browser shows; no component test asserts on
 * style, and the browser tests (e2e/, axe included) check the real styles in Chromium.
 */

/** The options Emotion's cache passes (those of `@emotion/sheet`, a dependency of Emotion, not ours). */
interface Options {
  key: string;
  container: Node;
  nonce?: string;
  prepend?: boolean;
  insertionPoint?: HTMLElement;
}

export class StyleSheet {
  isSpeedy = false;
  ctr = 0;
  tags: HTMLStyleElement[] = [];
  container: Node;
  key: string;
  nonce: string | undefined;
  prepend: boolean | undefined;
  before: Element | null = null;
  insertionPoint: HTMLElement | undefined;

  constructor(options: Options) {
    this.container = options.container;
    this.key = options.key;
    this.nonce = options.nonce;
    this.prepend = options.prepend;
    this.insertionPoint = options.insertionPoint;
  }

  hydrate(): void {}

  /** Counts the rule (Emotion reads ctr) and writes nothing. */
  insert(): void {
    this.ctr += 1;
  }

  flush(): void {
    this.ctr = 0;
  }
}
