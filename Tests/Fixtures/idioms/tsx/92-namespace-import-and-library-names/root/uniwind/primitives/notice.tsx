import { createContext, useContext } from "react"

/** The notice's tone, given to its parts (React's own createContext, whatever the app calls its helper). */
export const NoticeContext = createContext({ tone: "info" })

export function useNoticeContext() {
  return useContext(NoticeContext)
}
