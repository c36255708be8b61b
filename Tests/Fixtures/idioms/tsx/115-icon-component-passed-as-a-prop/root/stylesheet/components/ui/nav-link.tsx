import * as React from "react"
import { Pressable, StyleSheet, Text } from "react-native"
import { space, useTheme } from "./theme"

type GlyphProps = { size?: number; color?: string }
type Glyph = React.FC<GlyphProps>

type NavLinkProps = {
  title: string
  glyph: Glyph
  large?: boolean
}

/** Draws whichever glyph component it is handed, at a size and in a color. */
function Slot({ component: Drawn, ...rest }: { component: Glyph; size: number; color: string }) {
  return <Drawn {...rest} />
}

export function NavLink({ title, glyph, large = false }: NavLinkProps) {
  const { colors } = useTheme()
  return (
    <Pressable style={styles.row}>
      <Slot component={glyph} size={large ? 22 : 16} color={colors.accent} />
      <Text style={[styles.title, { color: colors.text }]}>{title}</Text>
    </Pressable>
  )
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", gap: space.sm, paddingVertical: space.md },
  title: { fontSize: 15 },
})
