import * as React from "react"
import { Pressable, StyleSheet, Text, View } from "react-native"

type Choice = { id: string; caption: string }

type ChoiceListProps = {
  choices: Choice[]
  chosenId: string
  note?: string
  noteLimit?: number
  invalid?: boolean
  onChoose: (id: string) => void
}

/** Options stacked in a column, the chosen one tinted; a note under them turns red when too long or invalid. */
export function ChoiceList({ choices, chosenId, note = "", noteLimit = 80, invalid = false, onChoose }: ChoiceListProps) {
  const tooLong = invalid || note.length > noteLimit
  return (
    <View style={styles.column}>
      {choices.map((choice) => {
        const chosen = choice.id === chosenId
        return (
          <Pressable key={choice.id} onPress={() => onChoose(choice.id)} style={[styles.option, chosen && styles.optionChosen]}>
            <Text style={[styles.caption, chosen ? styles.captionChosen : null]}>{choice.caption}</Text>
          </Pressable>
        )
      })}
      <Text style={[styles.note, tooLong && styles.noteTooLong]}>{note}</Text>
    </View>
  )
}

const styles = StyleSheet.create({
  column: { gap: 4 },
  option: { paddingVertical: 8, paddingHorizontal: 12, borderRadius: 8 },
  optionChosen: { backgroundColor: "#E6F0FF" },
  caption: { fontSize: 15, color: "#3A3A3C" },
  captionChosen: { color: "#0058D0", fontWeight: "600" },
  note: { fontSize: 12, color: "#8E8E93" },
  noteTooLong: { color: "#D70015" },
})
