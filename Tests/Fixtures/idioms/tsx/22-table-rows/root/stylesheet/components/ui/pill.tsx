import { View } from "react-native"
import { BpkText, useBpkColor } from "@house/backpack"
import { colors, radius } from "@/components/ui/theme"

type Props = { label: string; selected?: boolean }

// A pill drawn with the house library, whose source is not here: parity.json says what its calls mean.
export function Pill({ label, selected = false }: Props) {
  const ink = useBpkColor(selected ? colors.surface : colors.text)
  return (
    <View style={{ backgroundColor: selected ? colors.accent : colors.border, borderRadius: radius.full, paddingHorizontal: 12 }}>
      <BpkText textColor={ink} weight="emphasized">{label}</BpkText>
    </View>
  )
}
