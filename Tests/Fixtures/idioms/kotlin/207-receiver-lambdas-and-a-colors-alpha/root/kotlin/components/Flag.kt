package demo.flag

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp

class Ink(val strong: Color, val soft: Color, val clear: Color)

val ink = Ink(Color(0xFF202124), Color(0xFFE8EAED), Color(0x00000000))

/** Each look picks its colors from the ink with a lambda on it. */
sealed interface FlagLook {
    val fill: Ink.() -> Color
    val text: Ink.() -> Color

    data object Solid : FlagLook {
        override val fill: Ink.() -> Color = { strong }
        override val text: Ink.() -> Color = { soft }
    }

    data object Bare : FlagLook {
        override val fill: Ink.() -> Color = { clear }
        override val text: Ink.() -> Color = { strong }
    }
}

@Composable
fun Flag(label: String, look: FlagLook = FlagLook.Solid) {
    val fill = look.fill(ink)
    // A transparent fill is not painted at all.
    Box(Modifier.then(if (fill.alpha > 0f) Modifier.background(fill) else Modifier).padding(6.dp)) {
        BasicText(label, style = TextStyle(color = look.text.invoke(ink)))
    }
}
