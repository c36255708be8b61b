package demo.pill

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp

class Palette(val brand: Color, val alert: Color, val ink: Color, val paper: Color)

val palette = Palette(Color(0xFF3366FF), Color(0xFFE5484D), Color(0xFF111111), Color(0xFFFFFFFF))

fun inkOnTone(p: Palette): Color = p.paper

/** Each tone names the palette entries it draws with, by reference. */
sealed interface PillTone {
    val fill: (Palette) -> Color
    val text: (Palette) -> Color

    data object Brand : PillTone {
        override val fill = Palette::brand
        override val text = ::inkOnTone
    }

    data object Alert : PillTone {
        override val fill = Palette::alert
        override val text: (Palette) -> Color = { it.ink }
    }
}

@Composable
fun Pill(label: String, tone: PillTone = PillTone.Brand) {
    Box(Modifier.background(tone.fill(palette)).padding(horizontal = 10.dp)) {
        BasicText(label, style = TextStyle(color = tone.text.invoke(palette)))
    }
}
