import { View } from 'react-native';
import { Circle, Svg } from 'react-native-svg';

// The dot is an SVG painted by its fill; nothing strokes it.
export function StatusDot() {
  return (
    <View className="h-4 w-4 items-center justify-center">
      <Svg className="h-2 w-2 fill-emerald-500 stroke-none" viewBox="0 0 8 8">
        <Circle cx="4" cy="4" r="4" />
      </Svg>
    </View>
  );
}
