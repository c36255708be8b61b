import * as React from "react"
import { Text, View } from "react-native"
import * as FieldPrimitive from "@acme/field-primitive"

export function Field({ label }: { label: string }) {
  return (
    <View className="gap-1.5">
      <Text className="text-sm text-gray-700">{label}</Text>
      <FieldPrimitive.Root className="rounded-md border border-gray-300 bg-white px-3">
        <FieldPrimitive.Input className="text-base text-gray-900" />
      </FieldPrimitive.Root>
    </View>
  )
}
