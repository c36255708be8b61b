import { useState } from "react"
import { Image, StyleSheet, Text, View, type ImageSourcePropType } from "react-native"
import { fontSize, radius, useTheme } from "./theme"

type PersonaProps = {
  name: string
  photo?: ImageSourcePropType
}

const styles = StyleSheet.create({
  frame: { width: 40, height: 40, borderRadius: radius.full, overflow: "hidden", alignItems: "center", justifyContent: "center" },
  photo: { width: "100%", height: "100%" },
  monogram: { ...fontSize.sm, fontWeight: "600" },
})

/** A photo, or the first letter of the name until one loads. */
export function Persona({ name, photo }: PersonaProps) {
  const { colors } = useTheme()
  const [broken, setBroken] = useState(false)
  return (
    <View style={[styles.frame, { backgroundColor: colors.border }]}>
      {photo !== undefined && !broken ? (
        <Image source={photo} style={styles.photo} onError={() => setBroken(true)} />
      ) : (
        <Text style={[styles.monogram, { color: colors.textMuted }]}>{name.slice(0, 1)}</Text>
      )}
    </View>
  )
}
