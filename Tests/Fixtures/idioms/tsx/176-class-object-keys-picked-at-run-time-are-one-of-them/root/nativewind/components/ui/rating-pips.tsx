import * as React from "react"
import { View } from "react-native"
import clsx from "clsx"

type RatingPipsProps = { score: number }

/** Five pips, filled once the score is high. */
function RatingPips({ score }: RatingPipsProps) {
  return (
    <View className="flex-row gap-1">
      {[1, 2, 3, 4, 5].map((pip) => (
        <View key={pip} className={clsx("size-2 rounded-full", { "bg-focus": score > 3, "bg-line": score <= 3 })} />
      ))}
    </View>
  )
}

export { RatingPips }
