package demo.theme

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

/** One accent of the palette: its fill, a subtle fill and what is drawn on the fill. */
@Immutable
class Accent(val fill: Color, val fillSubtle: Color, val onFill: Color) {
    fun copy(fill: Color = this.fill, fillSubtle: Color = this.fillSubtle, onFill: Color = this.onFill): Accent =
        Accent(fill, fillSubtle, onFill)
}

@Immutable
class Ink(val primary: Color, val muted: Color)

/** The palette; `brand` is the accent brand-colored components draw with. */
@Immutable
class Palette(val brand: Accent, val success: Accent, val danger: Accent, val ink: Ink) {
    fun copy(brand: Accent = this.brand, success: Accent = this.success, danger: Accent = this.danger, ink: Ink = this.ink): Palette =
        Palette(brand = brand, success = success, danger = danger, ink = ink)
}

val LocalPalette = staticCompositionLocalOf<Palette> { error("no palette") }

object Studio {
    val colors: Palette
        get() = LocalPalette.current
}

/** The palette with another accent as its brand: a success or danger variant of any brand component. */
fun Palette.asSuccess(): Palette = withBrand(success)

fun Palette.asDanger(): Palette = withBrand(danger)

private fun Palette.withBrand(accent: Accent): Palette = copy(brand = accent)

/** What is drawn on a fill of this palette: the brand's on-color for its fills, else the ink. */
fun Palette.onColor(background: Color): Color = brand.onFor(background) ?: ink.primary

private fun Accent.onFor(color: Color): Color? =
    when (color) {
        fill -> onFill
        fillSubtle -> fill
        else -> null
    }
