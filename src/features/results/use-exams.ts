// The published exams, fetched once the page is in the browser (a publication can change without the
// page being rebuilt), with the visitor's clock for their opening times.
import { useEffect, useState } from "react"
import { EXAMS_URL, type ExamEntry, type ExamList } from "../../lib/results/exams"

export type ExamsState = { status: "loading" } | { status: "failed" } | { status: "ready"; exams: ExamEntry[] }

export function useExams(): ExamsState {
  const [state, setState] = useState<ExamsState>({ status: "loading" })
  useEffect(() => {
    let live = true
    fetch(EXAMS_URL, { credentials: "omit", cache: "no-cache" })
      .then((response) => (response.ok ? (response.json() as Promise<ExamList>) : Promise.reject(new Error(String(response.status)))))
      .then((list) => live && setState({ status: "ready", exams: list.exams }))
      .catch(() => live && setState({ status: "failed" }))
    return () => {
      live = false
    }
  }, [])
  return state
}
