import * as React from "react"
import { Pressable, StyleSheet, Text, View } from "react-native"

type Density = "tight" | "loose"

type TabStripProps<K extends string> = {
  tabs: readonly { key: K; title: string }[]
  current: K
  onChange: (key: K) => void
  density?: Density
}

const pads: Record<Density, number> = { tight: 6, loose: 12 }

const styles = StyleSheet.create({
  strip: { flexDirection: "row", gap: 4 },
  tab: { borderRadius: 6 },
  title: { fontSize: 14, color: "#3C4043" },
})

export function TabStrip<K extends string>({ tabs, current, onChange, density = "loose" }: TabStripProps<K>) {
  return (
    <View style={styles.strip}>
      {tabs.map((t) => (
        <Pressable key={t.key} onPress={() => onChange(t.key)} style={[styles.tab, { padding: pads[density] }]}>
          <Text style={styles.title}>{t.title}</Text>
        </Pressable>
      ))}
    </View>
  )
}
