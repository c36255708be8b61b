import { Badge, BadgeProps } from "./badge"

export { Badge }
export type { BadgeProps }
