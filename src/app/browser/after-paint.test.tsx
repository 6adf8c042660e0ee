// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaintedOnce } from './after-paint.ts';

// Frames are run by the test: a callback queued for the next frame runs when the test says so.
let frames: FrameRequestCallback[] = [];
const paintFrame = async () => {
  const due = frames;
  frames = [];
  await act(async () => {
    due.forEach((callback) => callback(performance.now()));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

afterEach(() => {
  cleanup();
  frames = [];
  vi.unstubAllGlobals();
});

function Probe({ ready }: { ready: boolean }) {
  return <p>{usePaintedOnce(ready) ? 'painted' : 'first'}</p>;
}

describe('a part drawn after the first paint', () => {
  it('waits until a frame was painted while it was ready, then stays drawn', async () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const view = render(<Probe ready={false} />);
    await paintFrame();
    expect(screen.getByText('first')).toBeTruthy();

    view.rerender(<Probe ready />);
    expect(screen.getByText('first')).toBeTruthy();
    await paintFrame();
    expect(screen.getByText('painted')).toBeTruthy();

    view.rerender(<Probe ready={false} />);
    expect(screen.getByText('painted')).toBeTruthy();

    // Mounted again in the same app load (a page opened again): drawn whole at once.
    view.unmount();
    render(<Probe ready={false} />);
    expect(screen.getByText('painted')).toBeTruthy();
  });
});
