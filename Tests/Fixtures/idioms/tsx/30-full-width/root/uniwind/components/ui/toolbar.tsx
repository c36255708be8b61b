import { View } from "react-native"

/** The same toolbar in Tailwind classes. */
export function Toolbar({ children }: { children?: React.ReactNode }) {
  return (
    <View className="w-full h-12 px-3 bg-white">
      {/* Track */}
      <View className="w-1/2 h-0.5 bg-[#D0D5DD]" />
      {children}
    </View>
  )
}
