import * as React from "react"
import { View } from "react-native"
import clsx from "clsx"

type RatingPipsProps = { score: number }

/** Five pips, those up to the score filled. */
function RatingPips({ score }: RatingPipsProps) {
  return (
    <View className="flex-row gap-1">
      {[1, 2, 3, 4, 5].map((pip) => (
        <View key={pip} className={clsx("size-2 rounded-full", { "bg-focus": pip <= score, "bg-line": pip > score })} />
      ))}
    </View>
  )
}

export { RatingPips }
