// A button that prints the page it is on (the admission form page's).
export function start(element: HTMLElement, signal: AbortSignal): void {
  element.addEventListener("click", () => element.ownerDocument.defaultView?.print(), { signal })
}
