import { Text, View } from "react-native"
import * as NoticePrimitives from "../../primitives/notice"
import { createContext } from "../../lib/create-context"

const [DensityProvider, useDensity] = createContext("comfortable")

const inks: Record<string, string> = { info: "text-sky-800", warning: "text-amber-800" }
const pads: Record<string, string> = { comfortable: "p-3", compact: "p-2" }

function NoticeText({ children }: { children: string }) {
  const { tone } = NoticePrimitives.useNoticeContext()
  return <Text className={`text-sm ${inks[tone]}`}>{children}</Text>
}

/** A notice whose text reads its tone through a primitives module imported as a namespace. */
export function Notice({ tone = "info", text }: { tone?: "info" | "warning"; text: string }) {
  const density = useDensity()
  return (
    <NoticePrimitives.NoticeContext.Provider value={{ tone }}>
      <View className={`rounded-md bg-white ${pads[density]}`}>
        <NoticeText>{text}</NoticeText>
      </View>
    </NoticePrimitives.NoticeContext.Provider>
  )
}
