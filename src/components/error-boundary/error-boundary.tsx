// Catches an error thrown while an island's part renders, and hands it to `onError`, which shows the
// site's error screen in the part's place (src/browser/error-screen.ts, the same screen a plain-DOM
// part shows), instead of leaving a dead part. The part draws nothing afterwards.
import React from "react"

export interface ErrorBoundaryProps {
  children: React.ReactNode
  onError: (error: unknown) => void
}

export class ErrorBoundary extends React.Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error ?? new Error(String(error)))
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
