// jsdom has no matchMedia: answer the reduced-motion query as a test needs.
export function mockReducedMotion(reduce: boolean): void {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }))
}

// jsdom has no media playback: a section with a <video> needs play/pause to answer. Restore with
// jest.restoreAllMocks().
export function stubMediaPlayback(): void {
  jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined)
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined)
}
