import { View } from 'react-native';

// Opacity modifiers: a step (`/40`) and arbitrary values (`/[0.5]`), also under a prefix.
export function Scrim() {
  return <View className="bg-ink/[0.5] border border-line/40 dark:bg-ink/[0.8]" />;
}
