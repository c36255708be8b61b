import { View, Text } from 'react-native';

type Props = { title: string };

// The title comes first in the source and is drawn at the far end: the row runs from the right.
export function MediaRow({ title }: Props) {
  return (
    <View className="flex-row-reverse items-center gap-3 p-2">
      <Text className="text-sm text-slate-900">{title}</Text>
    </View>
  );
}
