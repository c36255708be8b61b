import React, { useEffect, useRef } from "react"
import { Animated, StyleSheet, Text } from "react-native"

type ToastProps = { message: string }

// CSS color names, as React Native takes them; the fade-in runs as the app runs.
export function Toast({ message }: ToastProps) {
  const opacity = useRef(new Animated.Value(0)).current
  useEffect(() => {
    Animated.timing(opacity, { toValue: 1, duration: 200, useNativeDriver: true }).start()
  }, [opacity])
  return (
    <Animated.View style={[styles.toast, { opacity }]}>
      <Text style={styles.message}>{message}</Text>
    </Animated.View>
  )
}

const styles = StyleSheet.create({
  toast: { backgroundColor: "darkslategray", borderColor: "Tomato", borderWidth: 1, borderRadius: 10, padding: 12 },
  message: { color: "whitesmoke", fontSize: 15 },
})
