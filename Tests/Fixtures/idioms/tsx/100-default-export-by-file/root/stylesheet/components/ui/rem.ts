const BASE = 16

function toPoints(value: number) {
  return value * BASE
}

export default toPoints
