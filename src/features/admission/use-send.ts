// Sending the application, told to the parent twice: a notification that follows the send from
// "sending" to its result, and the form's own state (sent, or failed with a reason).
import { useCallback, useState } from "react"
import { fillPlaceholders } from "../../lib/placeholders"
import { useNotifications } from "../../state/notifications/context"
import { NOTIFICATION_AUTO_CLOSE_MS } from "../../state/notifications/queue"
import { sendApplication, type SendResult } from "./send"
import type { AdmissionFormTexts } from "./texts"

export type SendFailed = SendResult & { ok: false }

export interface SendState {
  status: "idle" | "sending" | "sent" | "failed"
  /** The last failure, kept while a retry is on its way so the panel (and focus) stay put. */
  failure: SendFailed | null
}

const SEND_NOTIFICATION_ID = "admission-send"
const FAILURE_AUTO_CLOSE_MS = 2 * NOTIFICATION_AUTO_CLOSE_MS

export function failureText(texts: AdmissionFormTexts, result: SendFailed): string {
  const { failure } = texts
  return fillPlaceholders(failure[result.reason], { status: result.status ?? "" })
}

export function useSend(texts: AdmissionFormTexts) {
  const notifications = useNotifications()
  const [state, setState] = useState<SendState>({ status: "idle", failure: null })

  const send = useCallback(
    async (endpoint: string, payload: Record<string, string>): Promise<SendResult> => {
      setState((current) => ({ status: "sending", failure: current.failure }))
      const id = notifications.show({
        id: SEND_NOTIFICATION_ID,
        title: texts.sendingTitle,
        message: texts.sendingLabel,
        loading: true,
        autoClose: false,
        withCloseButton: false,
      })
      const result = await sendApplication(endpoint, payload)
      if (result.ok) {
        setState({ status: "sent", failure: null })
        notifications.update({
          id,
          loading: false,
          color: "green",
          title: texts.success.title,
          message: texts.success.notification,
          autoClose: NOTIFICATION_AUTO_CLOSE_MS,
          withCloseButton: true,
        })
      } else {
        setState({ status: "failed", failure: result })
        // Longer than usual to read it; the form keeps the same words beside its retry and email buttons,
        // which a notification left open would cover on a phone.
        notifications.update({
          id,
          loading: false,
          color: "red",
          title: texts.failure.title,
          message: failureText(texts, result),
          autoClose: FAILURE_AUTO_CLOSE_MS,
          withCloseButton: true,
        })
      }
      return result
    },
    [notifications, texts],
  )

  const reset = useCallback(() => setState({ status: "idle", failure: null }), [])
  return { state, send, reset }
}
