import { StyleSheet, TextInput } from "react-native"

const look = {
  shades: { surface: "#FFFFFF", outline: "#D0D5DD", danger: "#D92D20", ink: "#101828" },
  metrics: { field: { height: 40, corner: 8 } },
}

const {
  metrics: {
    field: { height: FIELD_HEIGHT, corner },
  },
} = look

/** The border of a field: nested patterns pick the look's entries. */
function borderOf({ invalid }: { invalid?: boolean }) {
  const {
    shades: { outline, danger },
  } = look
  return invalid ? danger : outline
}

export function Field({ invalid = false }: { invalid?: boolean }) {
  const {
    shades: { surface, ink },
  } = look
  return (
    <TextInput
      aria-invalid={invalid}
      style={[styles.box, { backgroundColor: surface, color: ink, borderColor: borderOf({ invalid }) }]}
    />
  )
}

const styles = StyleSheet.create({
  box: { height: FIELD_HEIGHT, borderRadius: corner, borderWidth: 1, paddingHorizontal: 12 },
})
