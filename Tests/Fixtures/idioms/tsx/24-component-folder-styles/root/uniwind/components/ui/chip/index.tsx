import { Text, View } from 'react-native';
import { chipStyle, chipTextStyle } from './styles';

type ChipProps = { label: string; size?: 'sm' | 'md' };

export function Chip({ label, size = 'sm' }: ChipProps) {
  return (
    <View className={chipStyle({ size })}>
      <Text className={chipTextStyle({})}>{label}</Text>
    </View>
  );
}
