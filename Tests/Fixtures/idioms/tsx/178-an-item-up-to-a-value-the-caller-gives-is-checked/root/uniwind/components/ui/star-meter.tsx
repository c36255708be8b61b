import * as React from "react"
import { View } from "react-native"
import { Star } from "lucide-react-native"
import { withUniwind } from "uniwind"
import { cn } from "@/lib/utils"

const StyledStar = withUniwind(Star)

const STARS = [1, 2, 3, 4, 5] as const

type StarMeterProps = { rating: number; compact?: boolean }

/** A read-only rating: the stars up to the rating drawn in amber, the rest in gray. */
export function StarMeter({ rating, compact = false }: StarMeterProps) {
  return (
    <View className={cn("flex-row", compact ? "gap-0.5" : "gap-1")}>
      {STARS.map((star) => (
        <StyledStar key={star} className={cn(compact ? "size-3" : "size-5", rating >= star ? "text-amber-500" : "text-gray-300")} />
      ))}
    </View>
  )
}
