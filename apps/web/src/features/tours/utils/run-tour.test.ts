import type { Config } from 'driver.js';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The driver's configuration is what the spec fixes (opacity, padding); a stand-in records it
// so the test needs no layout engine.
const configs: Config[] = [];
vi.mock('driver.js', () => ({
  driver: (config: Config) => {
    configs.push(config);
    return { drive: () => undefined, refresh: () => undefined, destroy: () => undefined };
  },
}));

// Test files share one module graph (vitest.config.ts, isolate: false): an earlier file may have
// loaded run-tour with the real driver, so it is loaded afresh here, on the stand-in.
vi.resetModules();
const { runTour, toDriveSteps } = await import('./run-tour');

afterEach(() => {
  document.body.innerHTML = '';
  configs.length = 0;
  vi.restoreAllMocks();
});

describe('toDriveSteps', () => {
  it('points a step at its data-tour element', () => {
    document.body.innerHTML = '<div data-tour="score-tiles">tiles</div>';
    // jsdom lays nothing out; a browser gives a shown element one box.
    const shown = document.querySelector('[data-tour="score-tiles"]') as HTMLElement;
    shown.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
    const [step] = toDriveSteps([{ target: 'score-tiles', title: 'Scores', text: 'x' }], '/d');
    const element = typeof step?.element === 'function' ? step.element() : step?.element;
    expect(element).toBe(document.querySelector('[data-tour="score-tiles"]'));
  });

  it('spec 1 section 8: a missing target is only logged, and the step is shown centred', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [step] = toDriveSteps(
      [{ target: 'not-on-this-page', title: 'Gone', text: 'x' }],
      '/dashboard',
    );
    const element = typeof step?.element === 'function' ? step.element() : step?.element;
    // driver.js centres a step whose element is missing.
    expect(element).toBeNull();
    expect(info).toHaveBeenCalledWith(
      'Tour /dashboard: no element for step "Gone" (not-on-this-page); shown centred.',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('an element hidden on this screen (no box) counts as missing: centred, not in a corner', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    document.body.innerHTML = '<nav data-tour="main-nav" style="display: none">nav</nav>';
    const [step] = toDriveSteps([{ target: 'main-nav', title: 'Your products', text: 'x' }], '/d');
    const element = typeof step?.element === 'function' ? step.element() : step?.element;
    expect(element).toBeNull();
    expect(info).toHaveBeenCalledWith(
      'Tour /d: no visible element for step "Your products" (main-nav); shown centred.',
    );
  });

  it('a step without a target is a centred step and logs nothing', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const [step] = toDriveSteps([{ title: 'Welcome', text: 'x' }], '/dashboard');
    expect(step?.element).toBeUndefined();
    expect(step?.popover).toEqual({ title: 'Welcome', description: 'x' });
    expect(info).not.toHaveBeenCalled();
  });
});

describe('runTour', () => {
  it('spec 1 section 9: overlay opacity 0.5 and padding 10; keys, overlay click and Esc leave', () => {
    runTour([{ title: 'Welcome', text: 'x' }], '/dashboard', () => undefined);
    expect(configs).toHaveLength(1);
    expect(configs[0]).toMatchObject({
      overlayOpacity: 0.5,
      stagePadding: 10,
      allowKeyboardControl: true,
      allowClose: true,
      overlayClickBehavior: 'close',
      nextBtnText: 'Next',
      prevBtnText: 'Back',
      doneBtnText: 'Done',
    });
  });

  it('Done on the last step completes the tour; any other way out cancels it, once', () => {
    const outcomes: string[] = [];
    runTour([{ title: 'Welcome', text: 'x' }], '/dashboard', (o) => outcomes.push(o));
    const done = configs[0]?.onDoneClick as () => void;
    const destroyed = configs[0]?.onDestroyStarted as () => void;
    done();
    destroyed();
    expect(outcomes).toEqual(['completed']);

    const left: string[] = [];
    runTour([{ title: 'Welcome', text: 'x' }], '/dashboard', (o) => left.push(o));
    (configs[1]?.onDestroyStarted as () => void)();
    expect(left).toEqual(['cancelled']);
  });
});
