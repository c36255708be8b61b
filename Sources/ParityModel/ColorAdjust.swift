/// What the JavaScript `color` package (Qix-/color, the one React Native libraries build their
/// state colors with: `color(theme.colors.primary).darken(0.3).string()`) does to a color, by the
/// method's name. Each works as the package's version 4 does: lightness and saturation through HSL
/// (`darken(0.3)` takes 30 % of the lightness away), alpha set or scaled, and channels rounded only
/// at the end (its `string()`).
public enum ColorAdjust {
    /// The method names and what each does with its amount (`mix` is apart: it takes a second color).
    public static let methods: [String: @Sendable (RGBA, Double) -> RGBA] = [
        "alpha": { c, a in c.withAlpha(a) },
        "fade": { c, r in c.withAlpha(c.alpha - c.alpha * r) },
        "opaquer": { c, r in c.withAlpha(c.alpha + c.alpha * r) },
        "darken": { c, r in c.hslAdjusted { $0.l -= $0.l * r } },
        "lighten": { c, r in c.hslAdjusted { $0.l += $0.l * r } },
        "saturate": { c, r in c.hslAdjusted { $0.s += $0.s * r } },
        "desaturate": { c, r in c.hslAdjusted { $0.s -= $0.s * r } },
        "grayscale": { c, _ in
            let v = Int((Double(c.red) * 0.3 + Double(c.green) * 0.59 + Double(c.blue) * 0.11).rounded())
            return RGBA(red: v, green: v, blue: v, alpha: c.alpha)
        },
        "negate": { c, _ in RGBA(red: 255 - c.red, green: 255 - c.green, blue: 255 - c.blue, alpha: c.alpha) },
        // `hex()` writes `#RRGGBB`: the alpha is dropped (`hexa()` keeps it, as `rgb()` and `string()` do).
        "hex": { c, _ in c.withAlpha(1) },
    ]

    /// The methods that change the alpha alone.
    public static let alphaOnly: Set<String> = ["alpha", "fade", "opaquer"]

    /// The methods that take no amount.
    public static let withoutAmount: Set<String> = ["grayscale", "negate", "hex"]

    /// The methods that give the color as it is, written another way.
    public static let unchanged = ["rgb", "string", "hexa", "hsl", "hwb", "round", "toString"]

    /// `color.mix(other, weight)`: `weight` (default 0.5) of `other`, weighed by the two alphas as
    /// the package does.
    public static func mix(_ base: RGBA, _ other: RGBA, weight p: Double = 0.5) -> RGBA {
        let w = 2 * p - 1
        let a = other.alpha - base.alpha
        let w1 = ((w * a == -1 ? w : (w + a) / (1 + w * a)) + 1) / 2
        let w2 = 1 - w1
        func channel(_ x: Int, _ y: Int) -> Int { Int((w1 * Double(x) + w2 * Double(y)).rounded()) }
        return RGBA(red: channel(other.red, base.red), green: channel(other.green, base.green), blue: channel(other.blue, base.blue),
                    alpha: other.alpha * p + base.alpha * (1 - p))
    }
}

extension RGBA {
    /// The same color with its alpha set, kept within 0…1.
    func withAlpha(_ a: Double) -> RGBA {
        var c = self
        c.alpha = Swift.min(1, Swift.max(0, a))
        return c
    }

    /// Hue (degrees), saturation and lightness (0…1) of the color.
    var hsl: (h: Double, s: Double, l: Double) {
        let r = Double(red) / 255, g = Double(green) / 255, b = Double(blue) / 255
        let hi = Swift.max(r, g, b), lo = Swift.min(r, g, b)
        let l = (hi + lo) / 2
        let d = hi - lo
        guard d > 0 else { return (0, 0, l) }
        let s = l <= 0.5 ? d / (hi + lo) : d / (2 - hi - lo)
        var h: Double
        switch hi {
        case r: h = (g - b) / d
        case g: h = 2 + (b - r) / d
        default: h = 4 + (r - g) / d
        }
        h *= 60
        if h < 0 { h += 360 }
        return (h, s, l)
    }

    /// The color with its HSL saturation or lightness changed by `change`, each kept within 0…1.
    func hslAdjusted(_ change: (inout (h: Double, s: Double, l: Double)) -> Void) -> RGBA {
        var v = hsl
        change(&v)
        let (r, g, b) = Normalize.hslToRGB(hue: v.h, saturation: Swift.min(1, Swift.max(0, v.s)), lightness: Swift.min(1, Swift.max(0, v.l)))
        return RGBA(red: r, green: g, blue: b, alpha: alpha)
    }
}
