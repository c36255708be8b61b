import { Text, View } from 'react-native';

// NativeWind 5 on Tailwind 4 (package.json), rem 16 (`withNativewind`): `rounded-sm` is
// Tailwind 4's 0.25rem, `px-2` 0.5rem.
export function Chip({ label }: { label: string }) {
  return (
    <View className="rounded-sm bg-surface px-2 py-1">
      <Text className="text-sm">{label}</Text>
    </View>
  );
}
