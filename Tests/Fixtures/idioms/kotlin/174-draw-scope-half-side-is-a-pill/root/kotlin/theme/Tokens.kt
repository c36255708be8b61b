package demo.theme

import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

@Immutable
data class Palette(val brand: Color, val brandDim: Color, val ink: Color, val inkFaint: Color, val line: Color, val paper: Color, val alert: Color)

val LightColors = Palette(
    brand = Color(0xFF0A84FF), brandDim = Color(0xFF0060DF), ink = Color(0xFF111111),
    inkFaint = Color(0xFF999999), line = Color(0xFFDDDDDD), paper = Color(0xFFFFFFFF), alert = Color(0xFFE5484D),
)
val DarkColors = Palette(
    brand = Color(0xFF3B9EFF), brandDim = Color(0xFF1E6FD9), ink = Color(0xFFEEEEEE),
    inkFaint = Color(0xFF666666), line = Color(0xFF333333), paper = Color(0xFF000000), alert = Color(0xFFFF6369),
)

object Radius {
    val sm = 4.dp
    val md = 8.dp
}

object Theme {
    val colors: Palette
        get() = LightColors
}
