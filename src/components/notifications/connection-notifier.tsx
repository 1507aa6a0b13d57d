// Tells the visitor when the browser goes offline, and that it is back online afterwards, in one
// notification that changes rather than two that pile up.
import { useEffect } from "react"
import { useAppMessages } from "../../hooks/use-app-messages"
import { useNotifications } from "../../state/notifications/context"

const CONNECTION_NOTIFICATION_ID = "connection"

export function ConnectionNotifier(): null {
  const { show } = useNotifications()
  const messages = useAppMessages()

  useEffect(() => {
    const texts = messages.connection
    let wasOffline = false
    function offline() {
      wasOffline = true
      show({
        id: CONNECTION_NOTIFICATION_ID,
        title: texts.offlineTitle,
        message: texts.offlineMessage,
        color: "yellow",
        autoClose: false,
      })
    }
    function online() {
      if (!wasOffline) return
      wasOffline = false
      show({ id: CONNECTION_NOTIFICATION_ID, title: texts.onlineTitle, message: texts.onlineMessage, color: "green" })
    }
    window.addEventListener("offline", offline)
    window.addEventListener("online", online)
    return () => {
      window.removeEventListener("offline", offline)
      window.removeEventListener("online", online)
    }
  }, [show, messages])

  return null
}
