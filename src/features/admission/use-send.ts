// Sending the application, told to the parent twice: a notification that follows the send from
// "sending" to its result, and the form's own state (sent, or failed with a reason).
import { useCallback, useState } from "react"
import { fillPlaceholders } from "../../lib/placeholders"
import { useNotifications } from "../../state/notifications/context"
import { NOTIFICATION_AUTO_CLOSE_MS } from "../../state/notifications/queue"
import { sendApplication, type Outgoing, type Receipt, type SendResult } from "./send"
import type { AdmissionFormTexts } from "./texts"
import type { AdmissionField } from "../../lib/validation/admission"

export type SendFailed = SendResult & { ok: false }

export interface SendState {
  /** "unavailable": this host has no receiver; the form offers email, as where none is set. */
  status: "idle" | "sending" | "sent" | "failed" | "unavailable"
  /** The reference and the private link's key this site's receiver gave the application. */
  receipt: Receipt | null
  /** The last failure, kept while a retry is on its way so the panel (and focus) stay put. */
  failure: SendFailed | null
}

const SEND_NOTIFICATION_ID = "admission-send"
const FAILURE_AUTO_CLOSE_MS = 2 * NOTIFICATION_AUTO_CLOSE_MS

/** How a question is named to the parent: its label in the page language, never its key. */
export type FieldLabel = (field: AdmissionField) => string

export function failureText(texts: AdmissionFormTexts, result: SendFailed, fieldLabel: FieldLabel): string {
  const { failure } = texts
  if (result.reason === "unavailable") return texts.noEndpoint.text
  const fields = Object.keys(result.fields ?? {}).map((field) => fieldLabel(field as AdmissionField))
  return fillPlaceholders(failure[result.reason], { status: result.status ?? "", fields: fields.join(", ") })
}

export function useSend(texts: AdmissionFormTexts, fieldLabel: FieldLabel) {
  const notifications = useNotifications()
  const [state, setState] = useState<SendState>({ status: "idle", receipt: null, failure: null })

  const send = useCallback(
    async (endpoint: string, outgoing: Outgoing): Promise<SendResult> => {
      setState((current) => ({ status: "sending", receipt: null, failure: current.failure }))
      const id = notifications.show({
        id: SEND_NOTIFICATION_ID,
        title: texts.sendingTitle,
        message: texts.sendingLabel,
        loading: true,
        autoClose: false,
        withCloseButton: false,
      })
      const result = await sendApplication(endpoint, outgoing)
      if (result.ok) {
        setState({ status: "sent", receipt: result.receipt, failure: null })
        notifications.update({
          id,
          loading: false,
          color: "green",
          title: texts.success.title,
          message: texts.success.notification,
          autoClose: NOTIFICATION_AUTO_CLOSE_MS,
          withCloseButton: true,
        })
      } else if (result.reason === "unavailable") {
        setState({ status: "unavailable", receipt: null, failure: null })
        notifications.update({ id, loading: false, color: "red", title: texts.noEndpoint.title, message: texts.noEndpoint.text, autoClose: FAILURE_AUTO_CLOSE_MS, withCloseButton: true })
      } else {
        setState({ status: "failed", receipt: null, failure: result })
        // Longer than usual to read it; the form keeps the same words beside its retry and email buttons,
        // which a notification left open would cover on a phone.
        notifications.update({
          id,
          loading: false,
          color: "red",
          title: texts.failure.title,
          message: failureText(texts, result, fieldLabel),
          autoClose: FAILURE_AUTO_CLOSE_MS,
          withCloseButton: true,
        })
      }
      return result
    },
    [notifications, texts, fieldLabel],
  )

  const reset = useCallback(() => setState({ status: "idle", receipt: null, failure: null }), [])
  return { state, send, reset }
}
