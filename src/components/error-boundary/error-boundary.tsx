// Catches an error thrown while a page renders and shows the error screen in its place,
// instead of a blank page. Going to another page (a new resetKey) gives that page a fresh start.
import React from "react"
import { ErrorScreen } from "./error-screen"

export interface ErrorBoundaryProps {
  children: React.ReactNode
  /** The current path: when it changes, the boundary forgets the error. */
  resetKey?: string
}

interface ErrorBoundaryState {
  error: unknown
  errorKey: string | undefined
}

export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, errorKey: undefined }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return state.errorKey === props.resetKey ? null : { error: null, errorKey: props.resetKey }
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children
  }
}
