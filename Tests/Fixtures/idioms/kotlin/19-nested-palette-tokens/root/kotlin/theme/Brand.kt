package demo.theme

import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.Color

/** One tone of the palette: a surface, the strong fill and what is drawn on each. */
@Immutable
class Tone(val surface: Color, val strong: Color, val onSurface: Color, val onStrong: Color)

/** The palette groups its colors by tone; components read `colors.<tone>.<role>`. */
@Immutable
class BrandColors(val info: Tone, val critical: Tone)

object Brand {
    val colors: BrandColors
        get() = BrandColors(
            info = Tone(Color(0xFFE8F4FD), Color(0xFF0172CB), Color(0xFF07405C), Color(0xFFFFFFFF)),
            critical = Tone(Color(0xFFFCEDED), Color(0xFFD21C1C), Color(0xFF650D0D), Color(0xFFFFFFFF)),
        )
}
