import { Text, View } from 'react-native';

const frame = {
  sm: 'rounded-pill shadow-lift bg-paper px-3',
  lg: 'rounded-jumbo shadow-deep-3 bg-paper px-4',
};

// `rounded-pill`, `text-tiny` and `shadow-lift` are steps of this theme; `rounded-xl` and
// `text-sm` are Tailwind's own. `rounded-jumbo`, `shadow-deep-3`, `text-3xs` and
// `tracking-snug` name steps neither defines: they style nothing.
export function NoticeChip({ label, size = 'sm' }: { label: string; size?: 'sm' | 'lg' }) {
  return (
    <View className={frame[size]}>
      <Text className="text-tiny text-ink tracking-snug">{label}</Text>
      <Text className="text-3xs text-ink">{label}</Text>
      <View className="rounded-xl">
        <Text className="text-sm text-ink">{label}</Text>
      </View>
    </View>
  );
}
