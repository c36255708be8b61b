import * as React from "react"
import { Pressable, Text, View } from "react-native"

type PageNumbersProps = { count: number; page: number; onPage: (page: number) => void }

/** The pages of a list, the current one filled. */
function PageNumbers({ count, page, onPage }: PageNumbersProps) {
  const pages = Array.from({ length: count }, (_, i) => i + 1)
  return (
    <View className="flex-row gap-1">
      {pages.map((n) => {
        const current = n === page
        return (
          <Pressable
            key={n}
            onPress={() => onPage(n)}
            className={current ? "size-8 items-center justify-center rounded-md bg-focus" : "size-8 items-center justify-center rounded-md bg-field"}
          >
            <Text className={current ? "text-sm text-field" : "text-sm text-ink"}>{n}</Text>
          </Pressable>
        )
      })}
    </View>
  )
}

export { PageNumbers }
