import { Text } from "react-native";

type RatingProps = { score: number };

// The score, then the scale in small print inside the same line of text.
export const Rating = ({ score }: RatingProps) => (
  <Text className="text-[17px] font-semibold text-label py-0.5">
    {score.toFixed(1)}
    <Text className="text-xs text-label-secondary"> / 5</Text>
  </Text>
);
